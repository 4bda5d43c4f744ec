import { localDayNumber, toValidDate, type DateInput } from './calendar-day.ts';

/**
 * True when `date` falls on the same calendar day as `now` in local time (docs/product/time-tracking.md#date-rules: "a date counts
 * as today when its day matches the current day"): year, month and day of month all match, the
 * time of day does not matter. An invalid date is never today.
 */
export function isToday(date: DateInput, now: DateInput = new Date()): boolean {
  const day = toValidDate(date);
  const today = toValidDate(now);
  return day !== null && today !== null && localDayNumber(day) === localDayNumber(today);
}
