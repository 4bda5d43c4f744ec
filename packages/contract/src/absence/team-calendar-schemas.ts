import { z } from 'zod';
import { calendarDateSchema } from '../time-tracking/time-tracking-schemas.ts';
import { COVERAGE_RANGE_MAX_DAYS, coverageDaySchema, coverageRuleSchema } from './coverage-schemas.ts';
import { LEAVE_REQUEST_PARTS } from './leave-request-schemas.ts';
import { translationsSchema } from './translations-schema.ts';

/** How many members one gantt page holds at most. */
export const GANTT_PAGE_MAX = 1000;

/** A day of the company's calendar: a weekend of its default schedule, a public holiday. */
export const calendarDaySchema = z.object({
  date: calendarDateSchema,
  weekend: z.boolean(),
  /** The published public holiday's name; null on other days. */
  holiday: translationsSchema.nullable(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** A leave type as calendars show it. */
export const calendarLeaveTypeSchema = z.object({
  leaveTypeId: z.uuid(),
  names: translationsSchema,
  colour: z.string(),
});
export type CalendarLeaveType = z.infer<typeof calendarLeaveTypeSchema>;

export const calendarMemberSchema = z.object({
  memberId: z.uuid(),
  name: z.string(),
  departmentId: z.uuid().nullable(),
});
export type CalendarMember = z.infer<typeof calendarMemberSchema>;

export const ABSENCE_STATES = ['approved', 'pending'] as const;

/**
 * One member's absence on one day. `leaveTypeId` is null when the type is private and the caller
 * is not the member, one of the request's approvers or ADMIN/OWNER: they
 * see "Away" and nothing of the type.
 */
export const calendarAbsenceSchema = z.object({
  memberId: z.uuid(),
  date: calendarDateSchema,
  status: z.enum(ABSENCE_STATES),
  leaveTypeId: z.uuid().nullable(),
  minutes: z.number().int(),
  /**
   * How much of the day the request takes: all of it, its morning or its afternoon, or `minutes`
   * of hours (docs/product/absence.md#team-planner). Optional: where it is not given the day is
   * drawn whole, as before.
   */
  part: z.enum(LEAVE_REQUEST_PARTS).optional(),
  /**
   * The request, for those who may read it (the member, its approvers, ADMIN/OWNER) to open its
   * detail; null for everyone else.
   */
  leaveRequestId: z.uuid().nullable(),
});
export type CalendarAbsence = z.infer<typeof calendarAbsenceSchema>;

/** The planner's month: one department's members and their absences, with its coverage. */
export const teamPlannerQuerySchema = z.object({
  /** Without it, the caller's own department. */
  departmentId: z.uuid().optional(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM'),
});

export const teamPlannerSchema = z.object({
  /** null: the caller belongs to no department and named none; only they are shown. */
  departmentId: z.uuid().nullable(),
  days: z.array(calendarDaySchema),
  members: z.array(calendarMemberSchema),
  leaveTypes: z.array(calendarLeaveTypeSchema),
  absences: z.array(calendarAbsenceSchema),
  rule: coverageRuleSchema.nullable(),
  coverage: z.array(coverageDaySchema),
});
export type TeamPlanner = z.infer<typeof teamPlannerSchema>;

/** A range of at most 93 days, `to` not before `from` (path `to`). */
function checkRange(range: { from: string; to: string }, context: z.RefinementCtx) {
  if (range.to < range.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  } else if ((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1 > COVERAGE_RANGE_MAX_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `must be at most ${COVERAGE_RANGE_MAX_DAYS} days after from`,
    });
  }
}

const ganttFilterShape = {
  from: calendarDateSchema,
  to: calendarDateSchema,
  divisionId: z.uuid().optional(),
  departmentId: z.uuid().optional(),
};

/** A window of the gantt chart: a range of days and a page of members in name order. */
export const ganttQuerySchema = z
  .object({
    ...ganttFilterShape,
    offset: z.coerce
      .number('must be a number')
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .default(0),
    limit: z.coerce
      .number('must be a number')
      .int('must be a whole number')
      .min(1, `must be 1 to ${GANTT_PAGE_MAX}`)
      .max(GANTT_PAGE_MAX, `must be 1 to ${GANTT_PAGE_MAX}`)
      .default(200),
  })
  .superRefine(checkRange);

/** The most members one export holds. */
export const GANTT_EXPORT_ROWS_MAX = 10_000;

/** The whole gantt chart of a range and filter as a file. */
export const ganttExportQuerySchema = z
  .object({ ...ganttFilterShape, format: z.enum(['csv', 'xlsx']) })
  .superRefine(checkRange);

/**
 * The gantt window, compact: each cell is `[member index, day index, 0 approved | 1 pending,
 * leave type index or -1 for "Away", minutes, part]` into the page's members, days and leave
 * types; the part is the index into LEAVE_REQUEST_PARTS of how much of the day the request takes
 * (0 all of it, 1 its morning, 2 its afternoon, 3 hours), so a half day is drawn as half a cell
 * as on the planner (docs/product/absence.md#gantt-chart).
 */
export const ganttSchema = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  days: z.array(calendarDaySchema),
  members: z.array(calendarMemberSchema),
  leaveTypes: z.array(calendarLeaveTypeSchema),
  cells: z.array(
    z.tuple([
      z.number().int(),
      z.number().int(),
      z.number().int(),
      z.number().int(),
      z.number().int(),
      z
        .number()
        .int()
        .min(0)
        .max(LEAVE_REQUEST_PARTS.length - 1),
    ]),
  ),
  /** With a department chosen: its rule and per-day coverage. */
  rule: coverageRuleSchema.nullable(),
  coverage: z.array(coverageDaySchema),
});
export type Gantt = z.infer<typeof ganttSchema>;
