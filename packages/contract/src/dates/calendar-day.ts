/** What the date helpers accept: a Date, epoch milliseconds, or a string `Date` can parse. */
export type DateInput = Date | number | string;

/** The input as a Date, or null when it is not a valid point in time. */
export function toValidDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The local calendar day of a date as one comparable number (yyyymmdd), so that days compare
 * with `<` and `===` regardless of the time of day.
 */
export function localDayNumber(date: Date): number {
  return date.getFullYear() * 10_000 + (date.getMonth() + 1) * 100 + date.getDate();
}
