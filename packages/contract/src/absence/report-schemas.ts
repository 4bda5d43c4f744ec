import { z } from 'zod';
import { calendarDateSchema } from '../time-tracking/time-tracking-schemas.ts';
import { LEAVE_REQUEST_PARTS, LEAVE_REQUEST_STATUSES } from './leave-request-schemas.ts';
import { translationsSchema } from './translations-schema.ts';

/*
 * Absence reports (docs/product/absence-reports.md): the allowance report (each member's year per
 * leave type) and the leave report (every request of a period), on screen and as a file.
 */

/** How many members one page of the allowance report holds at most. */
export const ALLOWANCE_REPORT_PAGE_MAX = 500;
/** How many requests one page of the leave report holds at most. */
export const LEAVE_REPORT_PAGE_MAX = 500;
/** The most rows one report file holds. */
export const REPORT_EXPORT_ROWS_MAX = 50_000;
/** The longest period the leave report covers, in days. */
export const LEAVE_REPORT_RANGE_MAX_DAYS = 366;

export const REPORT_FORMATS = ['csv', 'xlsx'] as const;

const pageShape = (max: number, fallback: number) => ({
  offset: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .default(0),
  limit: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, `must be 1 to ${max}`)
    .max(max, `must be 1 to ${max}`)
    .default(fallback),
});

const allowanceFilterShape = {
  year: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(2000, 'must be 2000 to 2100')
    .max(2100, 'must be 2000 to 2100'),
  departmentId: z.uuid('must be a department id').optional(),
  leaveTypeId: z.uuid('must be a leave type id').optional(),
};

export const allowanceReportQuerySchema = z.object({
  ...allowanceFilterShape,
  ...pageShape(ALLOWANCE_REPORT_PAGE_MAX, 100),
});

export const allowanceReportExportQuerySchema = z.object({
  ...allowanceFilterShape,
  format: z.enum(REPORT_FORMATS, 'must be csv or xlsx'),
});

/** A leave type as a report shows it, with the unit its balances are counted in. */
export const reportLeaveTypeSchema = z.object({
  leaveTypeId: z.uuid(),
  names: translationsSchema,
  colour: z.string(),
  /** days: an allowance policy gives this type days in the year; hours otherwise. */
  unit: z.enum(['days', 'hours']),
});
export type ReportLeaveType = z.infer<typeof reportLeaveTypeSchema>;

/**
 * One member's year of one leave type, in minutes. `left` = carried + entitled + adjusted +
 * lapsed − taken − planned − pending; lapsed is zero or negative.
 */
export const allowanceReportRowSchema = z.object({
  memberId: z.uuid(),
  name: z.string(),
  departmentName: z.string().nullable(),
  /** The member's average working day in the year, for showing minutes as days. */
  dayMinutes: z.number().int(),
  leaveTypeId: z.uuid(),
  carriedMinutes: z.number().int(),
  entitledMinutes: z.number().int(),
  adjustedMinutes: z.number().int(),
  lapsedMinutes: z.number().int(),
  takenMinutes: z.number().int(),
  plannedMinutes: z.number().int(),
  pendingMinutes: z.number().int(),
  leftMinutes: z.number().int(),
});
export type AllowanceReportRow = z.infer<typeof allowanceReportRowSchema>;

export const allowanceReportSchema = z.object({
  year: z.number().int(),
  /** Members matching the filter in all (the page holds `rows` of some of them). */
  total: z.number().int(),
  offset: z.number().int(),
  leaveTypes: z.array(reportLeaveTypeSchema),
  /**
   * Per member in name order, in the types' order: a row for each type counted in days (an
   * allowance policy gives it days), and for each other type the member has figures of.
   */
  rows: z.array(allowanceReportRowSchema),
});
export type AllowanceReport = z.infer<typeof allowanceReportSchema>;

/** A period of at most 366 days, `to` not before `from` (path `to`). */
function checkPeriod(range: { from: string; to: string }, context: z.RefinementCtx) {
  if (range.to < range.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  } else if ((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1 > LEAVE_REPORT_RANGE_MAX_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `must be at most ${LEAVE_REPORT_RANGE_MAX_DAYS} days after from`,
    });
  }
}

const leaveFilterShape = {
  from: calendarDateSchema,
  to: calendarDateSchema,
  departmentId: z.uuid('must be a department id').optional(),
  leaveTypeId: z.uuid('must be a leave type id').optional(),
  status: z.enum(LEAVE_REQUEST_STATUSES, 'must be pending, approved, rejected or cancelled').optional(),
};

export const leaveReportQuerySchema = z
  .object({ ...leaveFilterShape, ...pageShape(LEAVE_REPORT_PAGE_MAX, 100) })
  .superRefine(checkPeriod);

export const leaveReportExportQuerySchema = z
  .object({ ...leaveFilterShape, format: z.enum(REPORT_FORMATS, 'must be csv or xlsx') })
  .superRefine(checkPeriod);

/** One request with days in the period. */
export const leaveReportRowSchema = z.object({
  leaveRequestId: z.uuid(),
  memberId: z.uuid(),
  name: z.string(),
  departmentName: z.string().nullable(),
  dayMinutes: z.number().int(),
  leaveTypeId: z.uuid(),
  startsOn: calendarDateSchema,
  endsOn: calendarDateSchema,
  part: z.enum(LEAVE_REQUEST_PARTS),
  status: z.enum(LEAVE_REQUEST_STATUSES),
  /** The request's minutes on days inside the period; `totalMinutes` over all its days. */
  minutesInPeriod: z.number().int(),
  totalMinutes: z.number().int(),
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type LeaveReportRow = z.infer<typeof leaveReportRowSchema>;

export const leaveReportSchema = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  leaveTypes: z.array(reportLeaveTypeSchema),
  rows: z.array(leaveReportRowSchema),
  /** Minutes inside the period per leave type over every matching request, not only this page. */
  totals: z.array(z.object({ leaveTypeId: z.uuid(), minutes: z.number().int(), requests: z.number().int() })),
});
export type LeaveReport = z.infer<typeof leaveReportSchema>;
