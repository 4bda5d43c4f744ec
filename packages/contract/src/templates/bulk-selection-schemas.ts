import { z } from 'zod';
import { memberListFilterShape } from '../human-resources/member-list-schemas.ts';

/*
 * Who a bulk generation of a member template is for (docs/product/templates.md#choosing-who):
 * members picked one by one, everyone, a department, a division, or a filter of the HR member
 * list. The server works a choice out when the run starts, inside the caller's company and what
 * the caller may see.
 */

/** The most documents one bulk generation makes (docs/product/templates.md#bulk-generation). */
export const BULK_GENERATION_MAX_ITEMS = 1000;

export const BULK_SELECTION_KINDS = ['members', 'everyone', 'department', 'division', 'filter'] as const;
export type BulkSelectionKind = (typeof BULK_SELECTION_KINDS)[number];

/** The HR member list's filters a bulk choice may use; a department and a division are choices of their own. */
export const bulkMemberFilterShape = {
  search: memberListFilterShape.search,
  status: memberListFilterShape.status,
  role: memberListFilterShape.role,
  employmentType: memberListFilterShape.employmentType,
};
const bulkMemberFilterSchema = z.object(bulkMemberFilterShape);
export type BulkMemberFilter = z.infer<typeof bulkMemberFilterSchema>;

const overTheLimit = (count: number) =>
  `names ${count} people; one run makes at most ${BULK_GENERATION_MAX_ITEMS} documents`;

export const bulkSelectionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('members'),
    ids: z
      .array(z.uuid())
      .min(1, 'names nobody')
      .max(BULK_GENERATION_MAX_ITEMS, {
        error: (issue) => overTheLimit(Array.isArray(issue.input) ? issue.input.length : 0),
      }),
  }),
  /** Every active member the caller may see. */
  z.object({ kind: z.literal('everyone') }),
  /** The active members of a department… */
  z.object({ kind: z.literal('department'), id: z.uuid() }),
  /** …or of a division's departments. */
  z.object({ kind: z.literal('division'), id: z.uuid() }),
  /** The members the HR member list shows with these filters (any status unless `status`). */
  z.object({ kind: z.literal('filter'), ...bulkMemberFilterShape }),
]);
export type BulkSelection = z.infer<typeof bulkSelectionSchema>;

/**
 * A choice other than members picked one by one, as a query: `id` names the department or
 * division, the filter fields apply to `filter` only.
 */
export const bulkSelectionQuerySchema = z
  .object({
    kind: z.enum(['everyone', 'department', 'division', 'filter']),
    id: z.uuid().optional(),
    ...bulkMemberFilterShape,
  })
  .superRefine((query, context) => {
    if ((query.kind === 'department' || query.kind === 'division') && !query.id) {
      context.addIssue({ code: 'custom', path: ['id'], message: `is required for a ${query.kind}` });
    }
  });
export type BulkSelectionQuery = z.infer<typeof bulkSelectionQuerySchema>;

export const bulkSelectionCountSchema = z.object({
  /** The people the choice covers now, of those the caller may see. */
  people: z.number().int(),
  /** The most documents one run makes (BULK_GENERATION_MAX_ITEMS). */
  limit: z.number().int(),
});
export type BulkSelectionCount = z.infer<typeof bulkSelectionCountSchema>;

/** The choice a run was started with, as it stood then (kept with the run for its result). */
export const bulkSelectionSummarySchema = z
  .object({
    kind: z.enum(BULK_SELECTION_KINDS),
    /** The department or division, named as it was when the run started; null for other kinds. */
    unit: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** The filters of a `filter` choice; null for other kinds. */
    filter: bulkMemberFilterSchema.nullable(),
    /** How many people the choice covered: the run's documents. */
    people: z.number().int(),
  })
  .meta({ id: 'BulkSelection' });
export type BulkSelectionSummary = z.infer<typeof bulkSelectionSummarySchema>;
