import { localClock, localDate, nextLocalMidnight, splitAtLocalMidnights } from '@atrium/contract/dates';
import { errorReason, type FieldError } from '@atrium/contract/errors';

/*
 * Days here are calendar days in the member's zone (their own or their company's, decision 055):
 * the zone arithmetic is @atrium/contract/dates' time-zone.ts, Intl-based (decision 049).
 */

/** Clocks disagree a little; an entry may end this far past the server's now. */
const CLOCK_SKEW_MS = 60_000;

/** The calendar date `YYYY-MM-DD` an instant falls on in the member's zone. */
export function memberDay(instant: Date, timeZone: string): string {
  return localDate(instant, timeZone);
}

/** The instant cut to whole seconds (durations are whole seconds). */
export function wholeSeconds(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / 1000) * 1000);
}

/** `HH:MM` on the member's clock, for messages. */
export function memberTime(instant: Date, timeZone: string): string {
  return localClock(instant, timeZone);
}

/**
 * The rules of decision 012, on the member's local days (decision 055): end after start, inside
 * start's local day (ending at the next local midnight is fine), nothing in the future. `endAt`
 * null: a running timer.
 */
export function checkActivityTimes(
  startAt: Date,
  endAt: Date | null,
  now: Date,
  timeZone: string,
): FieldError[] {
  const errors: FieldError[] = [];
  const latest = now.getTime() + CLOCK_SKEW_MS;
  if (startAt.getTime() > latest) {
    errors.push({ path: 'body.startAt', message: 'must not be in the future' });
  }
  if (endAt === null) return errors;
  if (endAt.getTime() <= startAt.getTime()) {
    errors.push({ path: 'body.endAt', message: 'must be after startAt' });
  } else if (endAt.getTime() > nextLocalMidnight(startAt, timeZone).getTime()) {
    errors.push({
      path: 'body.endAt',
      message: `must be on the same day as startAt (${memberDay(startAt, timeZone)} in ${timeZone}, at the latest midnight)`,
      reason: errorReason('errors.reasons.endsOnStartDay', { date: memberDay(startAt, timeZone) }),
    });
  } else if (endAt.getTime() > latest) {
    errors.push({ path: 'body.endAt', message: 'must not be in the future' });
  }
  return errors;
}

/**
 * A running timer's span cut at each local midnight of the member's zone: one [start, end)
 * piece per day, the first starting at `startAt`, the last ending at `endAt`.
 */
export function splitAtMidnights(
  startAt: Date,
  endAt: Date,
  timeZone: string,
): { startAt: Date; endAt: Date }[] {
  return splitAtLocalMidnights(startAt, endAt, timeZone);
}
