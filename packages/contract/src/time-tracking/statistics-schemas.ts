import { z } from 'zod';
import { utcDaysInRange } from '../dates/day-arithmetic.ts';
import { TIME_TRACKING_MAX_RANGE_DAYS, calendarDateSchema } from './time-tracking-schemas.ts';
import { hoursAttendanceSchema, usersAttendanceSchema } from './day-absence-schemas.ts';

/** Days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export const daysInRange = utcDaysInRange;

/**
 * Filters of every statistics report. The range is required and at most 366 days. Scope is the
 * server's: a member sees only themselves, a department/division manager the members of the
 * departments they manage and themselves, ADMIN/OWNER everyone; a filter outside the scope
 * answers empty rows, never someone else's time.
 */
export const statisticsFilterShape = {
  from: calendarDateSchema,
  to: calendarDateSchema,
  companyMemberId: z.uuid().optional(),
  departmentId: z.uuid().optional(),
  projectId: z.uuid().optional(),
  clientId: z.uuid().optional(),
  actionTypeId: z.uuid().optional(),
};

function checkRange(value: { from: string; to: string }, context: z.core.$RefinementCtx) {
  const days = daysInRange(value.from, value.to);
  if (days < 1) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  } else if (days > TIME_TRACKING_MAX_RANGE_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `the range must be at most ${TIME_TRACKING_MAX_RANGE_DAYS} days`,
    });
  }
}

export const statisticsQuerySchema = z.object(statisticsFilterShape).superRefine(checkRange);
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

export const STATISTICS_REPORTS = ['users', 'hours', 'project', 'action'] as const;
export type StatisticsReport = (typeof STATISTICS_REPORTS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const statisticsExportQuerySchema = z
  .object({
    ...statisticsFilterShape,
    report: z.enum(STATISTICS_REPORTS),
    format: z.enum(EXPORT_FORMATS),
  })
  .superRefine(checkRange);

const measures = {
  totalSeconds: z.number().int(),
  billableSeconds: z.number().int(),
  activityCount: z.number().int(),
};

export const statisticsTotalsSchema = z.object(measures);

/**
 * One line of a chart: `key` is the row's id (member, project, action type) or `total` /
 * `billable`; one point per day that has time (days without time are absent: zero).
 */
export const statisticsSeriesSchema = z.object({
  key: z.string(),
  label: z.string(),
  colour: z.string().nullable(),
  points: z.array(z.object({ date: z.string(), seconds: z.number().int() })),
});
export type StatisticsSeries = z.infer<typeof statisticsSeriesSchema>;

export const usersStatisticsRowSchema = z.object({
  companyMemberId: z.uuid(),
  name: z.string(),
  departmentName: z.string().nullable(),
  ...measures,
  /** Days with any finished time. */
  days: z.number().int(),
});

export const hoursStatisticsRowSchema = z.object({
  date: z.string(),
  ...measures,
  memberCount: z.number().int(),
});

export const projectStatisticsRowSchema = z.object({
  projectId: z.uuid(),
  projectName: z.string(),
  colour: z.string(),
  clientId: z.uuid(),
  clientName: z.string(),
  budgetHours: z.number().nullable(),
  ...measures,
  memberCount: z.number().int(),
});

export const actionStatisticsRowSchema = z.object({
  actionTypeId: z.uuid(),
  actionTypeName: z.string(),
  ...measures,
  memberCount: z.number().int(),
});

function report<Row extends z.ZodType>(row: Row) {
  return z.object({
    from: z.string(),
    to: z.string(),
    totals: statisticsTotalsSchema,
    /** Table rows, largest total first (hours: by date). */
    rows: z.array(row),
    series: z.array(statisticsSeriesSchema),
  });
}

/**
 * `attendance`: expected time, leave and the difference (docs/product/time-tracking.md#expected-hours-and-leave);
 * null without ABSENCE or when a project, client or action type narrows the report, since
 * expected hours are not split by project.
 */
const attendanceNote = 'null without ABSENCE or with a project, client or action type filter';

/** Rows per member; series `total` and `billable` per day. */
export const usersStatisticsSchema = report(usersStatisticsRowSchema).extend({
  attendance: usersAttendanceSchema.nullable().describe(attendanceNote),
});
/** Rows per day; series `total` and `billable` per day. */
export const hoursStatisticsSchema = report(hoursStatisticsRowSchema).extend({
  attendance: hoursAttendanceSchema.nullable().describe(attendanceNote),
});
/** Rows per project; one series per project. */
export const projectStatisticsSchema = report(projectStatisticsRowSchema);
/** Rows per action type; one series per action type. */
export const actionStatisticsSchema = report(actionStatisticsRowSchema);

export type UsersStatistics = z.infer<typeof usersStatisticsSchema>;
export type HoursStatistics = z.infer<typeof hoursStatisticsSchema>;
export type ProjectStatistics = z.infer<typeof projectStatisticsSchema>;
export type ActionStatistics = z.infer<typeof actionStatisticsSchema>;
