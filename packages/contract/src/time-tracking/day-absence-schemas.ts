import { z } from 'zod';
import { HOLIDAY_KINDS } from '../absence/holiday-schemas.ts';
import { LEAVE_REQUEST_PARTS } from '../absence/leave-request-schemas.ts';
import { translationsSchema } from '../absence/translations-schema.ts';

/**
 * Leave and holidays as time tracking sees them (docs/product/time-tracking.md#leave-and-holidays):
 * the home timeline shows why a day has no work, and the statistics count leave against the
 * hours the work schedule expects. Read from the absence data; time tracking never writes it.
 */

/** One of the caller's own leave requests on the day; their own, so every type is named. */
export const dayLeaveSchema = z.object({
  requestId: z.uuid(),
  leaveTypeId: z.uuid(),
  names: translationsSchema,
  colour: z.string(),
  /** Rejected and cancelled requests take no days and never appear. */
  status: z.enum(['approved', 'pending']),
  /** full for every day of a request of whole days. */
  part: z.enum(LEAVE_REQUEST_PARTS),
  /** Minutes after local midnight, for part `hours`; else null. */
  startMinute: z.number().int().nullable(),
  endMinute: z.number().int().nullable(),
  /** Minutes of the expected day the leave covers. */
  minutes: z.number().int(),
});
export type DayLeave = z.infer<typeof dayLeaveSchema>;

/** The caller's day as the absence data sees it. */
export const dayAbsenceSchema = z.object({
  date: z.string(),
  /** Minutes the caller's work schedule expects that day; 0 on a weekend or a holiday off. */
  expectedMinutes: z.number().int(),
  /** A published public holiday of the company's calendar, or an optional one the caller took. */
  holiday: z.object({ names: translationsSchema, kind: z.enum(HOLIDAY_KINDS) }).nullable(),
  /** Approved leave first, then pending; each by its start. */
  leave: z.array(dayLeaveSchema),
});
export type DayAbsence = z.infer<typeof dayAbsenceSchema>;

/**
 * Expected time against worked time and leave, in minutes, counted up to each member's today
 * (docs/product/time-tracking.md#expected-hours-and-leave). difference = worked + leave − expected:
 * above zero is overtime, below zero undertime.
 */
export const attendanceFiguresSchema = z.object({
  expectedMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  /** Approved leave only; a sum, so a private type is never named. */
  leaveMinutes: z.number().int(),
  differenceMinutes: z.number().int(),
});
export type AttendanceFigures = z.infer<typeof attendanceFiguresSchema>;

export const attendanceDaySchema = attendanceFiguresSchema.extend({ date: z.string() });
export const attendanceMemberSchema = attendanceFiguresSchema.extend({
  companyMemberId: z.uuid(),
  name: z.string(),
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;
export type AttendanceMember = z.infer<typeof attendanceMemberSchema>;

/** The hours report's expected time: every day of the range, then the total. */
export const hoursAttendanceSchema = z.object({
  totals: attendanceFiguresSchema,
  days: z.array(attendanceDaySchema),
});
/** The users report's expected time: every member in the scope, then the total. */
export const usersAttendanceSchema = z.object({
  totals: attendanceFiguresSchema,
  members: z.array(attendanceMemberSchema),
});
