import { z } from 'zod';
import { MANAGER_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import { PROFILE_TABS } from './profile-schemas.ts';

/*
 * Documents with an expiry date (docs/product/human-resources.md#documents-that-expire,
 * decision 073): an entry of a section whose date field marks the expiry.
 */

/** The stages a reminder is sent at: days before the expiry day (0: on the day). */
export const EXPIRY_REMINDER_DAYS = [30, 7, 0] as const;
export const EXPIRING_WITHIN_DAYS_MAX = 365;

export const expiringDocumentsQuerySchema = z.object({
  /** Documents expiring from today up to this many days ahead, and every one already expired. */
  withinDays: z.coerce
    .number()
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(EXPIRING_WITHIN_DAYS_MAX, `must be at most ${EXPIRING_WITHIN_DAYS_MAX}`)
    .default(30),
});
export type ExpiringDocumentsQuery = z.input<typeof expiringDocumentsQuerySchema>;

export const expiringDocumentSchema = z.object({
  entryId: z.uuid(),
  companyMemberId: z.uuid(),
  memberName: z.string(),
  initials: z.string(),
  pictureUrl: z.string().nullable(),
  sectionId: z.uuid(),
  sectionName: z.string(),
  /** The profile tab the section shows on, for the link. */
  tab: z.enum(PROFILE_TABS),
  /** What the entry says it is: its first filled text or choice field, else null. */
  label: z.string().nullable(),
  expiresOn: z.iso.date(),
  /** Days from today (the company's) to the expiry day; negative once expired. */
  daysLeft: z.number().int(),
});
export type ExpiringDocument = z.infer<typeof expiringDocumentSchema>;

export const expiringDocumentsSchema = z.object({
  today: z.iso.date(),
  /** Soonest first, the expired ones at the top. */
  documents: z.array(expiringDocumentSchema),
});
export type ExpiringDocuments = z.infer<typeof expiringDocumentsSchema>;

export const getExpiringDocuments = defineOperation({
  operationId: 'hr_GetExpiringDocuments',
  method: 'GET',
  path: '/api/Admin/users/expiring-documents',
  summary: 'Documents of members expiring within a number of days, and those already expired',
  description:
    "A document is an entry of a section whose date field marks the expiry. Only the sections of members' " +
    'records the caller may view are listed: owners and admins see the whole company, a division or ' +
    'department manager what the section rules let them see.',
  tag: 'HumanResources',
  request: { query: expiringDocumentsQuerySchema },
  response: { schema: expiringDocumentsSchema },
  access: { kind: 'member', roles: MANAGER_ROLES, modules: [Modules.HUMAN_RESOURCES] },
});
