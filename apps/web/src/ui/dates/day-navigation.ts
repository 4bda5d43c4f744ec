import { fromUtcCalendarDate, isFutureDate, isToday, toUtcCalendarDate } from '@atrium/contract/dates';
import { WORK_WEEK_FIRST_DAY } from './work-week.ts';

/** `YYYY-MM-DD` of the day `offset` days from `date` (calendar days, safe across DST changes). */
export function addDays(date: string, offset: number): string {
  const day = fromUtcCalendarDate(date);
  if (!day) throw new RangeError(`addDays: ${date} is not a calendar date`);
  day.setDate(day.getDate() + offset);
  return toUtcCalendarDate(day);
}

/**
 * A date picker's rule (docs/product/time-tracking.md#date-rules): days after today are disabled,
 * today and the past are not. `now` here and below is the member's wall clock (`wallClockDate`):
 * today is a day in the member's zone, not the browser's (docs/decisions/055-local-days.md).
 */
export function isDayDisabled(date: string, now: Date): boolean {
  const day = fromUtcCalendarDate(date);
  return day === null || isFutureDate(day, now);
}

/** docs/product/time-tracking.md#date-rules: a day counts as today when its day matches the current day. */
export function isSelectedDayToday(date: string, now: Date): boolean {
  const day = fromUtcCalendarDate(date);
  return day !== null && isToday(day, now);
}

/** The day before; there is always one. */
export function previousDay(date: string): string {
  return addDays(date, -1);
}

/** The day after, or null when it would be in the future (the "next day" button is disabled). */
export function nextDay(date: string, now: Date): string | null {
  const next = addDays(date, 1);
  return isDayDisabled(next, now) ? null : next;
}

/** The work week that holds `date`, Monday to Sunday. */
export function weekOf(date: string): { first: string; last: string } {
  const day = fromUtcCalendarDate(date);
  if (!day) throw new RangeError(`weekOf: ${date} is not a calendar date`);
  const firstIso = WORK_WEEK_FIRST_DAY; // 1 = Monday … 7 = Sunday
  const iso = day.getDay() === 0 ? 7 : day.getDay();
  const back = (iso - firstIso + 7) % 7;
  const first = addDays(date, -back);
  return { first, last: addDays(first, 6) };
}

/** The days from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last && days.length < 400; day = addDays(day, 1)) days.push(day);
  return days;
}

/** First and last day of the month of `date` (the statistics' default range is this month). */
export function monthOf(date: string): { first: string; last: string } {
  const day = fromUtcCalendarDate(date);
  if (!day) throw new RangeError(`monthOf: ${date} is not a calendar date`);
  const first = new Date(day.getFullYear(), day.getMonth(), 1);
  const last = new Date(day.getFullYear(), day.getMonth() + 1, 0);
  return { first: toUtcCalendarDate(first), last: toUtcCalendarDate(last) };
}
