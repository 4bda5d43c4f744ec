import { localDayNumber, toValidDate, type DateInput } from './calendar-day.ts';

/**
 * True when the local calendar day of `date` is after today's (docs/product/time-tracking.md#date-rules: "future-date check
 * disables dates after now"). Days, not instants, are compared: later today is not the future,
 * so today stays selectable in a date picker. An invalid date is not a future date.
 */
export function isFutureDate(date: DateInput, now: DateInput = new Date()): boolean {
  const day = toValidDate(date);
  const today = toValidDate(now);
  return day !== null && today !== null && localDayNumber(day) > localDayNumber(today);
}

/**
 * A date picker's "is this date disabled" callback that disables the days after today. It takes
 * exactly one argument and reads the clock on every call, so it stays right past midnight and is
 * safe to pass where a second argument (an index) would be supplied.
 */
export function disableFutureDates(date: Date): boolean {
  return isFutureDate(date, new Date());
}
