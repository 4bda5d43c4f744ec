/** `YYYY-MM-DD`: the shape of a calendar date the API accepts (docs/product/time-tracking.md#days-and-timelines day lookup). */
export type CalendarDateString = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day the user selected, as the UTC calendar date `YYYY-MM-DD` the API expects. The local
 * calendar day is taken as it is: a day picked at 00:30 in Skopje (23:30 UTC the day before) is
 * still that day. Converting the instant with `toISOString()` would shift it by a day in every
 * zone east or west of UTC around midnight.
 * @throws RangeError for an invalid date or a year outside 0000–9999, which have no such form.
 */
export function toUtcCalendarDate(date: Date): CalendarDateString {
  if (Number.isNaN(date.getTime())) throw new RangeError('toUtcCalendarDate: invalid date');
  return formatCalendarDate(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/**
 * The calendar date `YYYY-MM-DD` as a local Date at the start of that day, the inverse of
 * `toUtcCalendarDate`; null when the text is not a real date (`2024-02-30`, `2024-1-5`).
 */
export function fromUtcCalendarDate(value: string): Date | null {
  const parts = parseCalendarDate(value);
  if (parts === null) return null;
  const date = new Date(parts.year, parts.month - 1, parts.day);
  // new Date(y, m, d) maps years 0–99 onto 1900–1999.
  date.setFullYear(parts.year);
  return date;
}

/** The calendar date `YYYY-MM-DD` as the instant of UTC midnight starting that day, or null. */
export function utcCalendarDateToUtcMidnight(value: string): Date | null {
  const parts = parseCalendarDate(value);
  if (parts === null) return null;
  const date = new Date(Date.UTC(2000, parts.month - 1, parts.day));
  date.setUTCFullYear(parts.year);
  return date;
}

/** True for text of the form `YYYY-MM-DD` naming a day that exists. */
export function isCalendarDateString(value: unknown): value is CalendarDateString {
  return typeof value === 'string' && parseCalendarDate(value) !== null;
}

function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = CALENDAR_DATE.exec(value);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function formatCalendarDate(year: number, month: number, day: number): CalendarDateString {
  if (year < 0 || year > 9999) throw new RangeError(`toUtcCalendarDate: year ${year} out of range`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
