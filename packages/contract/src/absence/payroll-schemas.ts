import { z } from 'zod';
import { reportLeaveTypeSchema } from './report-schemas.ts';

/*
 * The payroll month (docs/product/absence-reports.md#payroll-month): per member, the month's time
 * and leave as payroll takes them, and once an owner or administrator closes the month, the
 * figures as they were then; later changes to a closed month show as corrections.
 */

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM');

export const payrollMonthQuerySchema = z.object({ month: monthSchema });
export const payrollCloseBodySchema = z.object({ month: monthSchema });
export const payrollExportQuerySchema = z.object({
  month: monthSchema,
  format: z.enum(['csv', 'xlsx'], 'must be csv or xlsx'),
});

/** One member's month, in minutes. */
export const payrollFiguresSchema = z.object({
  /** What the work schedule expected on working days that were not holidays. */
  expectedMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  /** Approved leave on days the month counts. */
  leaveMinutes: z.number().int(),
  /** Worked and leave beyond the expected time over the month (a short day offsets a long one). */
  overtimeMinutes: z.number().int(),
  /** Expected time neither worked nor taken as leave over the month. */
  undertimeMinutes: z.number().int(),
  /** What the schedule would have expected on the month's public holidays and chosen optional ones. */
  holidayMinutes: z.number().int(),
  /** Approved leave per leave type (types without any left out). */
  leave: z.array(z.object({ leaveTypeId: z.uuid(), minutes: z.number().int() })),
});
export type PayrollFigures = z.infer<typeof payrollFiguresSchema>;

export const payrollRowSchema = z.object({
  memberId: z.uuid(),
  name: z.string(),
  departmentName: z.string().nullable(),
  /** The member's average working day, for showing leave as days. */
  dayMinutes: z.number().int(),
  figures: payrollFiguresSchema,
});
export type PayrollRow = z.infer<typeof payrollRowSchema>;

/** A change to an earlier closed month, paid with this month: the figures' differences. */
export const payrollCorrectionSchema = payrollRowSchema.extend({ month: monthSchema });
export type PayrollCorrection = z.infer<typeof payrollCorrectionSchema>;

export const payrollMonthSchema = z.object({
  month: monthSchema,
  /** null while the month is open: its figures are today's. */
  closed: z.object({ closedAt: z.iso.datetime(), closedBy: z.string().nullable() }).nullable(),
  leaveTypes: z.array(reportLeaveTypeSchema),
  rows: z.array(payrollRowSchema),
  corrections: z.array(payrollCorrectionSchema),
});
export type PayrollMonth = z.infer<typeof payrollMonthSchema>;
