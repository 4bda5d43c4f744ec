import { z } from 'zod';
import { companyRoleSchema, memberStatusSchema } from '../companies/company-schemas.ts';
import { UNPLACED } from '../people/people-schemas.ts';

export const MEMBER_LIST_PAGE_SIZE_MAX = 200;
export const MEMBER_LIST_PAGE_SIZE_DEFAULT = 50;
export const MEMBER_LIST_SEARCH_MAX = 100;
/** The most rows one export writes; a company larger than this filters first. */
export const MEMBER_EXPORT_ROWS_MAX = 50_000;

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contractor', 'intern', 'temporary'] as const;
export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof employmentTypeSchema>;

/** A role filter: a company role, or one of the two manager roles over a part of the organisation. */
export const MEMBER_ROLE_FILTERS = [
  'OWNER',
  'ADMIN',
  'MEMBER',
  'DIVISION_MANAGER',
  'DEPARTMENT_MANAGER',
] as const;
export const memberRoleFilterSchema = z.enum(MEMBER_ROLE_FILTERS);

export const MEMBER_LIST_SORTS = ['name', 'email', 'position', 'department', 'role', 'status'] as const;
export const memberListSortSchema = z.enum(MEMBER_LIST_SORTS);
export type MemberListSort = z.infer<typeof memberListSortSchema>;

/** The columns a person may show in the list and put in an export. Name is always there. */
export const MEMBER_LIST_COLUMNS = [
  'email',
  'phoneNumber',
  'position',
  'department',
  'division',
  'role',
  'status',
  'employmentType',
  'startDate',
] as const;
export const memberListColumnSchema = z.enum(MEMBER_LIST_COLUMNS);
export type MemberListColumn = z.infer<typeof memberListColumnSchema>;

/** Filters shared by the list and its export. */
export const memberListFilterShape = {
  /** Matches the start of the full name, given or family name, e-mail or position, any case. */
  search: z.string().trim().max(MEMBER_LIST_SEARCH_MAX).optional(),
  divisionId: z.uuid().optional(),
  departmentId: z.union([z.uuid(), z.literal(UNPLACED)]).optional(),
  status: memberStatusSchema.optional(),
  role: memberRoleFilterSchema.optional(),
  employmentType: employmentTypeSchema.optional(),
  sort: memberListSortSchema.default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
};

/** An opaque position in the list, answered as `nextCursor`. */
export const memberListCursorSchema = z
  .string()
  .max(600)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a list position');

export const memberListQuerySchema = z.object({
  ...memberListFilterShape,
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MEMBER_LIST_PAGE_SIZE_MAX)
    .default(MEMBER_LIST_PAGE_SIZE_DEFAULT),
  cursor: memberListCursorSchema.optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;
export type MemberListFilters = Omit<MemberListQuery, 'pageSize' | 'cursor'>;

/** A comma-separated list of columns, e.g. `email,position,department`. */
const columnListSchema = z
  .string()
  .max(500)
  .transform((value) =>
    value
      .split(',')
      .map((column) => column.trim())
      .filter(Boolean),
  )
  .pipe(z.array(memberListColumnSchema));

export const memberExportQuerySchema = z.object({
  ...memberListFilterShape,
  format: z.enum(['csv', 'xlsx']),
  /** The columns after Name, in order; every column when absent. */
  columns: columnListSchema.optional(),
});
export type MemberExportQuery = z.infer<typeof memberExportQuerySchema>;

const placeSchema = z.object({ id: z.uuid(), name: z.string() });

/** One row of the member list. */
export const memberListItemSchema = z.object({
  companyMemberId: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  position: z.string().nullable(),
  department: placeSchema.nullable(),
  division: placeSchema.nullable(),
  role: companyRoleSchema,
  /** DIVISION_MANAGER and/or DEPARTMENT_MANAGER when the member manages a part of the company. */
  managerRoles: z.array(z.enum(['DIVISION_MANAGER', 'DEPARTMENT_MANAGER'])),
  status: memberStatusSchema,
  /** From the employment row in force today; null without one. */
  employmentType: employmentTypeSchema.nullable(),
  startDate: z.iso.date().nullable(),
  initials: z.string(),
  pictureUrl: z.string().nullable(),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;

export const memberListPageSchema = z.object({
  items: z.array(memberListItemSchema),
  /** Every member the filters match. */
  total: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type MemberListPage = z.infer<typeof memberListPageSchema>;
