import { z } from 'zod';
import { calendarDateSchema } from '../time-tracking/time-tracking-schemas.ts';

export const MINUTES_PER_DAY = 1440;

const dayMinutes = z
  .number()
  .int('must be a whole number of minutes')
  .min(0, `must be 0 to ${MINUTES_PER_DAY} minutes`)
  .max(MINUTES_PER_DAY, `must be 0 to ${MINUTES_PER_DAY} minutes`);

/** Expected working minutes on each weekday, Monday first (decision 036). */
export const weekMinutesSchema = z.strictObject({
  monday: dayMinutes,
  tuesday: dayMinutes,
  wednesday: dayMinutes,
  thursday: dayMinutes,
  friday: dayMinutes,
  saturday: dayMinutes,
  sunday: dayMinutes,
});
export type WeekMinutes = z.infer<typeof weekMinutesSchema>;

/** A company's schedule when nobody has set one: Monday to Friday, 8 hours. */
export const DEFAULT_WEEK_MINUTES: WeekMinutes = {
  monday: 480,
  tuesday: 480,
  wednesday: 480,
  thursday: 480,
  friday: 480,
  saturday: 0,
  sunday: 0,
};

/**
 * One schedule, in effect from `effectiveFrom` (a day in the member's zone) until the next
 * schedule of the same owner: the company's default (`memberId` null) or one member's own.
 */
export const workScheduleSchema = z.object({
  workScheduleId: z.uuid(),
  memberId: z.uuid().nullable(),
  effectiveFrom: calendarDateSchema,
  minutes: weekMinutesSchema,
});
export type WorkSchedule = z.infer<typeof workScheduleSchema>;

/** A new schedule from a day on; the same day again replaces that day's schedule. */
export const workScheduleBodySchema = z.object({
  effectiveFrom: calendarDateSchema,
  minutes: weekMinutesSchema,
});

/** The schedule in effect today and every schedule, oldest first (history and planned changes). */
export const workScheduleOverviewSchema = z.object({
  current: workScheduleSchema.nullable(),
  schedules: z.array(workScheduleSchema),
});

export const memberIdParamsSchema = z.object({ memberId: z.uuid() });
