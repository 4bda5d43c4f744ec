import { z } from 'zod';
import { LEAVE_REQUEST_STATUSES } from '../absence/leave-request-schemas.ts';
import {
  BULK_GENERATION_MAX_ITEMS,
  bulkSelectionSchema,
  bulkSelectionSummarySchema,
} from './bulk-selection-schemas.ts';

/**
 * Days a bulk generation's ZIP is kept for download, counted in the company's storage until then
 * (docs/product/templates.md#bulk-generation, decision 077).
 */
export const BULK_RESULT_KEEP_DAYS = 7;

const day = z.iso.date();

/** A leave request a manager may generate a leave request template for (docs/product/templates.md#generation). */
export const leaveRequestChoiceSchema = z
  .object({
    leaveRequestId: z.uuid(),
    companyMemberId: z.uuid(),
    memberName: z.string(),
    /** The leave type's names by language. */
    leaveType: z.record(z.string(), z.string()),
    startsOn: day,
    endsOn: day,
    status: z.enum(LEAVE_REQUEST_STATUSES),
  })
  .meta({ id: 'LeaveRequestChoice' });
export type LeaveRequestChoice = z.infer<typeof leaveRequestChoiceSchema>;

export const leaveRequestChoicesQuerySchema = z.object({
  /** Part of the member's name or e-mail. */
  search: z.string().trim().max(100).optional(),
  /** Requests that take a day on or after `from` and on or before `to`. */
  from: day.optional(),
  to: day.optional(),
});

export const bulkFormatSchema = z.enum(['docx', 'pdf', 'both']);
export type BulkFormat = z.infer<typeof bulkFormatSchema>;

export const startBulkGenerationBodySchema = z.object({
  companyUserTemplateId: z.uuid(),
  /** Member templates: who gets a document (docs/product/templates.md#choosing-who)… */
  selection: bulkSelectionSchema.optional(),
  /** …or the members, one document each: the same as `selection` of kind `members`. */
  companyMemberIds: z.array(z.uuid()).min(1).max(BULK_GENERATION_MAX_ITEMS).optional(),
  /** Leave request templates: the requests, one document each… */
  leaveRequestIds: z.array(z.uuid()).min(1).max(BULK_GENERATION_MAX_ITEMS).optional(),
  /** …or every approved request the caller may see that takes a day of this period. */
  period: z.object({ from: day, to: day }).optional(),
  /** What goes in the ZIP: DOCX (the default), PDF, or both side by side (docs/product/templates.md#pdf). */
  format: bulkFormatSchema.optional(),
});

export const bulkGenerationStartedSchema = z.object({
  jobId: z.uuid(),
  /** How many documents the job makes. */
  items: z.number().int(),
  /** The choice of a member template's run, as worked out now; null for leave request templates. */
  selection: bulkSelectionSummarySchema.nullable(),
});

export const bulkGenerationSchema = z
  .object({
    jobId: z.uuid(),
    state: z.enum(['queued', 'running', 'completed', 'failed']),
    done: z.number().int(),
    total: z.number().int(),
    /** Documents in the ZIP (when completed). */
    documents: z.number().int(),
    /** Items that produced no document, each with why. */
    failures: z.array(z.object({ id: z.uuid(), name: z.string(), message: z.string() })),
    /** Where the ZIP is downloaded once the job has completed; null before and once it expired. */
    url: z.string().nullable(),
    /** When the ZIP is removed (BULK_RESULT_KEEP_DAYS after it was made); null while there is none. */
    expiresAt: z.iso.datetime().nullable(),
    /** The job completed, and its ZIP has since been removed: generate the documents again. */
    expired: z.boolean(),
    /** The job failed because its ZIP would have taken the company past its storage quota. */
    storageFull: z.boolean(),
    /** Who a member template's run was for, as it stood when it started; null otherwise. */
    selection: bulkSelectionSummarySchema.nullable(),
  })
  .meta({ id: 'BulkGeneration' });
export type BulkGeneration = z.infer<typeof bulkGenerationSchema>;
