import { addUtcDays } from '../dates/day-arithmetic.ts';
import { expectedMinutesOn } from './expected-minutes.ts';
import type { LeavePreviewDay, LeaveRequestPart } from './leave-request-schemas.ts';
import type { WorkSchedule } from './work-schedule-schemas.ts';

export interface LeaveDaysInput {
  startsOn: string;
  endsOn: string;
  part: LeaveRequestPart;
  startMinute: number | null;
  endMinute: number | null;
}

/**
 * What each day of a request takes (docs/product/absence.md#requests), for server and web alike:
 * a day the member's schedule expects no work (a weekend) or a public holiday takes nothing; a
 * full day takes the day's expected minutes, a morning the first half of them and an afternoon
 * the rest, hours their length up to the day's expected minutes.
 */
export function leaveDaysOf(
  schedules: readonly Pick<WorkSchedule, 'memberId' | 'effectiveFrom' | 'minutes'>[],
  holidays: ReadonlySet<string>,
  input: LeaveDaysInput,
): LeavePreviewDay[] {
  const days: LeavePreviewDay[] = [];
  for (let day = input.startsOn; day <= input.endsOn; day = addUtcDays(day, 1)) {
    const expectedMinutes = expectedMinutesOn(schedules, day);
    const off = holidays.has(day) ? 'holiday' : expectedMinutes === 0 ? 'weekend' : null;
    const morning = Math.round(expectedMinutes / 2);
    const taken = {
      full: expectedMinutes,
      morning,
      afternoon: expectedMinutes - morning,
      hours: Math.min(expectedMinutes, (input.endMinute ?? 0) - (input.startMinute ?? 0)),
    }[input.part];
    days.push({ day, minutes: off ? 0 : Math.max(0, taken), expectedMinutes, off });
  }
  return days;
}
