import { DEFAULT_WEEK_MINUTES, type WeekMinutes, type WorkSchedule } from './work-schedule-schemas.ts';

/** `Date#getUTCDay` order: 0 is Sunday. */
const WEEKDAYS: readonly (keyof WeekMinutes)[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

type Schedule = Pick<WorkSchedule, 'memberId' | 'effectiveFrom' | 'minutes'>;

/** The latest of `schedules` in effect on `day` (ISO dates compare as text). */
function latestFrom<S extends Schedule>(schedules: readonly S[], day: string): S | undefined {
  let found: S | undefined;
  for (const schedule of schedules) {
    if (schedule.effectiveFrom <= day && (!found || schedule.effectiveFrom > found.effectiveFrom)) {
      found = schedule;
    }
  }
  return found;
}

/**
 * The schedule that applies to one member on `day` (docs/product/absence.md#work-schedules): the
 * member's own latest schedule from on or before the day, else the company's; the company's first
 * schedule also covers the days before it, since a company always has one.
 */
export function scheduleOn<S extends Schedule>(schedules: readonly S[], day: string): S | undefined {
  const own = schedules.filter((schedule) => schedule.memberId !== null);
  const company = schedules.filter((schedule) => schedule.memberId === null);
  return (
    latestFrom(own, day) ??
    latestFrom(company, day) ??
    company.reduce<S | undefined>(
      (first, schedule) => (!first || schedule.effectiveFrom < first.effectiveFrom ? schedule : first),
      undefined,
    )
  );
}

/**
 * Minutes a member is expected to work on `day` (`YYYY-MM-DD`, a day in their zone), given their
 * own schedules and the company's. Turning leave days into hours and back goes through this.
 * With no schedule at all the default week (Monday to Friday, 8 hours) applies.
 */
export function expectedMinutesOn(schedules: readonly Schedule[], day: string): number {
  const week = scheduleOn(schedules, day)?.minutes ?? DEFAULT_WEEK_MINUTES;
  return week[WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!];
}
