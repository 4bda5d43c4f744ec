/**
 * Whole-day arithmetic on instants and UTC calendar dates, in one place. UTC days are all this
 * long (no daylight saving, and JavaScript time has no leap seconds), so adding days to a UTC
 * instant is exact; local calendar days are not handled here.
 */
export const DAY_MS = 86_400_000;

/** The instant `days` whole days after `instant` (before it for a negative number). */
export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

/** UTC midnight starting the day `instant` falls on. */
export function startOfUtcDay(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / DAY_MS) * DAY_MS);
}

/** The UTC calendar date (`YYYY-MM-DD`) `days` after `day`. */
export function addUtcDays(day: string, days: number): string {
  return addDays(new Date(`${day}T00:00:00Z`), days)
    .toISOString()
    .slice(0, 10);
}

/** Days from `from` to `to` (`YYYY-MM-DD`), both included: 1 for the same day, 0 or less when
 *  `to` is before `from`. */
export function utcDaysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
