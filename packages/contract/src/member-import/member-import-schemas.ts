import { z } from 'zod';

/*
 * CSV import of members (docs/product/human-resources.md#importing-members, decision 068): a file
 * uploaded through the chunked uploads, its columns mapped to these fields, a dry run, then the
 * import as one background job.
 */

/** What a column of the file can hold. `email` is required: members are matched by it. */
export const MEMBER_IMPORT_FIELDS = [
  'email',
  'givenName',
  'middleName',
  'familyName',
  'birthDate',
  'gender',
  'citizenship',
  'privateEmail',
  'privatePhone',
  'workPhone',
  'street',
  'city',
  'postalCode',
  'country',
  'position',
  'department',
  'employmentType',
  'startDate',
  'leaveDays',
] as const;
export const memberImportFieldSchema = z.enum(MEMBER_IMPORT_FIELDS);
export type MemberImportField = z.infer<typeof memberImportFieldSchema>;

/** Largest import in data rows; a company of 10,000 imports in one file. */
export const MEMBER_IMPORT_ROWS_MAX = 20_000;
/** Errors listed in a dry run's answer; the error report holds every one. */
export const MEMBER_IMPORT_ERRORS_LISTED_MAX = 500;

/**
 * The field of each column, in the file's order; an empty item ignores the column. Absent: the
 * columns are recognised by their headers (English, Macedonian or Albanian).
 */
const columnMappingSchema = z
  .string()
  .max(2000)
  .transform((value) => value.split(',').map((column) => column.trim()))
  .pipe(z.array(z.union([memberImportFieldSchema, z.literal('')])).max(200));

export const memberImportQuerySchema = z.object({
  fileId: z.uuid(),
  /** Comma-separated fields per column, e.g. `email,givenName,,birthDate`. */
  columns: columnMappingSchema.optional(),
  /** The reader's interface language: the errors' problems and the report's headings are in it. */
  language: z.enum(['en', 'mk', 'sq']).default('en'),
});
export type MemberImportQuery = z.infer<typeof memberImportQuerySchema>;

export const memberImportOptionsSchema = z
  .object({
    /** Invite every member the import creates (the invitation e-mail). */
    invite: z.boolean().default(false),
    /** The leave type a `leaveDays` column opens balances of. */
    leaveTypeId: z.uuid().nullable().default(null),
    /** The day opening balances count from; today in the company when absent. */
    balanceDate: z.iso.date('must be a date (yyyy-mm-dd)').nullable().default(null),
  })
  .strict();

export const runMemberImportBodySchema = z
  .object({
    fileId: z.uuid(),
    columns: z
      .array(z.union([memberImportFieldSchema, z.literal('')]))
      .max(200)
      .optional(),
    options: memberImportOptionsSchema.default({ invite: false, leaveTypeId: null, balanceDate: null }),
  })
  .strict();
export type RunMemberImportBody = z.infer<typeof runMemberImportBodySchema>;

export const memberImportErrorSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1, the first member row 2. */
  row: z.number().int(),
  /** The column's header as written in the file (empty for a problem of the whole row). */
  column: z.string(),
  field: memberImportFieldSchema.nullable(),
  message: z.string(),
});
export type MemberImportError = z.infer<typeof memberImportErrorSchema>;

export const memberImportPreviewSchema = z.object({
  encoding: z.enum(['utf-8', 'windows-1251']),
  delimiter: z.enum([',', ';', '\t']),
  columns: z.array(z.object({ header: z.string(), field: memberImportFieldSchema.nullable() })),
  rows: z.number().int(),
  /** Rows that would add a member, and rows that would update one found by e-mail. */
  creates: z.number().int(),
  updates: z.number().int(),
  errorCount: z.number().int(),
  /** The first errors, in row order (MEMBER_IMPORT_ERRORS_LISTED_MAX). */
  errors: z.array(memberImportErrorSchema),
});
export type MemberImportPreview = z.infer<typeof memberImportPreviewSchema>;

export const memberImportStartedSchema = z.object({ jobId: z.string(), rows: z.number().int() });

/**
 * What a finished import counted, as its job's result (jobs_GetJobProgress `result`): the screen
 * ends with it. The import is all or nothing, so every data row was written: `created` plus
 * `updated` is `rows`. `notInvited` counts the invitations asked for that could not be sent.
 */
export const memberImportResultSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  invited: z.number().int(),
  notInvited: z.number().int(),
});
export type MemberImportResult = z.infer<typeof memberImportResultSchema>;
