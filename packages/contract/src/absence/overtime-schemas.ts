import { z } from 'zod';

/*
 * Overtime and time off in lieu (docs/product/overtime.md): the company's rules, a member's
 * overtime per day, week and month with the rules applied, and the weeks a manager approved.
 */

export const OVERTIME_ROUNDINGS = [0, 15, 30] as const;
/** The longest cap a month can hold: 31 days of 24 hours. */
export const OVERTIME_CAP_MAX = 44_640;
const THRESHOLD_MAX = 1440;

const dateSchema = z.iso.date('must be a date YYYY-MM-DD');
const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM');

/** What owners and admins set (docs/product/overtime.md#rules). */
export const overtimeRulesSchema = z.object({
  /** null: time of every action type counts; else only time of these. */
  actionTypeIds: z.array(z.uuid()).min(1, 'must name at least one action type').max(200).nullable(),
  /** Minutes a day must go beyond its scheduled time before overtime counts. */
  dailyThresholdMinutes: z
    .number()
    .int('must be a whole number')
    .min(0, `must be 0 to ${THRESHOLD_MAX}`)
    .max(THRESHOLD_MAX, `must be 0 to ${THRESHOLD_MAX}`),
  /** Each day's overtime rounded down to this many minutes; 0: not rounded. */
  roundingMinutes: z.union(
    OVERTIME_ROUNDINGS.map((value) => z.literal(value)),
    'must be 0, 15 or 30',
  ),
  /** The most overtime a calendar month counts; null: no cap. */
  monthlyCapMinutes: z
    .number()
    .int('must be a whole number')
    .min(0, `must be 0 to ${OVERTIME_CAP_MAX}`)
    .max(OVERTIME_CAP_MAX, `must be 0 to ${OVERTIME_CAP_MAX}`)
    .nullable(),
  /** Whether time short of the schedule is taken off the overtime. */
  deductUndertime: z.boolean(),
  /** Whether overtime counts only once a manager approved its week. */
  requiresApproval: z.boolean(),
});
export type OvertimeRules = z.infer<typeof overtimeRulesSchema>;

/** The rules of a company that has set none: overtime counts as worked, a short day offsets a long one. */
export const DEFAULT_OVERTIME_RULES: OvertimeRules = {
  actionTypeIds: null,
  dailyThresholdMinutes: 0,
  roundingMinutes: 0,
  monthlyCapMinutes: null,
  deductUndertime: true,
  requiresApproval: false,
};

/** One local day of a member. */
export const overtimeDaySchema = z.object({
  date: dateSchema,
  /** Time of the counting action types. */
  workedMinutes: z.number().int(),
  /** The schedule's time less holidays and approved leave. */
  scheduledMinutes: z.number().int(),
  /** The day's figure with the rules applied: overtime above zero, undertime deducted below. */
  overtimeMinutes: z.number().int(),
});
export type OvertimeDay = z.infer<typeof overtimeDaySchema>;

export const OVERTIME_WEEK_STATES = ['running', 'counted', 'pending', 'approved'] as const;

/** A week, Monday to Sunday. */
export const overtimeWeekSchema = z.object({
  start: dateSchema,
  end: dateSchema,
  overtimeMinutes: z.number().int(),
  /**
   * running: not ended yet; counted: ended, the rules need no approval; pending: ended, waiting
   * for a manager; approved: a manager approved it (approval says what and who).
   */
  state: z.enum(OVERTIME_WEEK_STATES),
  approval: z
    .object({ minutes: z.number().int(), approvedBy: z.string().nullable(), approvedAt: z.iso.datetime() })
    .nullable(),
});
export type OvertimeWeek = z.infer<typeof overtimeWeekSchema>;

export const overtimeQuerySchema = z.object({
  /** Someone else's: their approvers and owners and admins only. */
  memberId: z.uuid().optional(),
  from: dateSchema,
  to: dateSchema,
});

export const memberOvertimeSchema = z.object({
  memberId: z.uuid(),
  from: dateSchema,
  to: dateSchema,
  requiresApproval: z.boolean(),
  days: z.array(overtimeDaySchema),
  /** Every week that has a day in the period, whole. */
  weeks: z.array(overtimeWeekSchema),
  /** The period's days added up. */
  overtimeMinutes: z.number().int(),
});
export type MemberOvertime = z.infer<typeof memberOvertimeSchema>;

export const teamOvertimeQuerySchema = z.object({ month: monthSchema });

export const teamOvertimeSchema = z.object({
  month: monthSchema,
  requiresApproval: z.boolean(),
  members: z.array(
    z.object({
      memberId: z.uuid(),
      name: z.string(),
      /** The month's days added up. */
      overtimeMinutes: z.number().int(),
      /** The weeks that have a day in the month. */
      weeks: z.array(overtimeWeekSchema),
    }),
  ),
});
export type TeamOvertime = z.infer<typeof teamOvertimeSchema>;

export const approveOvertimeBodySchema = z.object({
  memberId: z.uuid(),
  /** The Monday the week starts on. */
  weekStart: dateSchema,
});
