import type { FieldError } from '@atrium/contract/errors';

const DAY_MS = 86_400_000;
/** Clocks disagree a little; an entry may end this far past the server's now. */
export const CLOCK_SKEW_MS = 60_000;

/** The UTC calendar date `YYYY-MM-DD` an instant falls on. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** UTC midnight starting the day after the one `instant` falls on. */
export function nextUtcMidnight(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / DAY_MS) * DAY_MS + DAY_MS);
}

/** The instant cut to whole seconds (durations are whole seconds). */
export function wholeSeconds(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / 1000) * 1000);
}

/** `HH:MM` in UTC, for messages. */
export function utcTime(instant: Date): string {
  return instant.toISOString().slice(11, 16);
}

/**
 * The rules of decision 012 for an activity's times: end after start, inside start's UTC day
 * (ending at the next midnight is fine), nothing in the future. `endAt` null: a running timer.
 */
export function checkActivityTimes(startAt: Date, endAt: Date | null, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  const latest = now.getTime() + CLOCK_SKEW_MS;
  if (startAt.getTime() > latest) {
    errors.push({ path: 'body.startAt', message: 'must not be in the future' });
  }
  if (endAt === null) return errors;
  if (endAt.getTime() <= startAt.getTime()) {
    errors.push({ path: 'body.endAt', message: 'must be after startAt' });
  } else if (endAt.getTime() > nextUtcMidnight(startAt).getTime()) {
    errors.push({
      path: 'body.endAt',
      message: `must be on the same UTC day as startAt (${utcDay(startAt)}, at the latest midnight)`,
    });
  } else if (endAt.getTime() > latest) {
    errors.push({ path: 'body.endAt', message: 'must not be in the future' });
  }
  return errors;
}

/**
 * A running timer's span cut at each UTC midnight: one [start, end) piece per day, the first
 * starting at `startAt`, the last ending at `endAt`.
 */
export function splitAtMidnights(startAt: Date, endAt: Date): { startAt: Date; endAt: Date }[] {
  const pieces: { startAt: Date; endAt: Date }[] = [];
  let from = startAt;
  while (from.getTime() < endAt.getTime()) {
    const midnight = nextUtcMidnight(from);
    const to = midnight.getTime() < endAt.getTime() ? midnight : endAt;
    pieces.push({ startAt: from, endAt: to });
    from = to;
  }
  return pieces;
}
