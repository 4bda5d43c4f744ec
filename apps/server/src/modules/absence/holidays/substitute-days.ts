import { addUtcDays } from '@atrium/contract/dates';
import { libraryMovesOffWeekend, type LibraryHoliday } from './holiday-library.ts';

/** A library day with the day it stands in for, once the country's substitute rules ran. */
export interface PlacedHoliday extends LibraryHoliday {
  /** The weekend holiday this working day replaces; null for the holiday itself. */
  substituteFor: string | null;
}

const SATURDAY = 6;
const SUNDAY = 0;

/**
 * The weekdays whose public holiday is moved to a working day, for the countries whose rules the
 * product states (docs/product/absence-holidays.md#substitute-days). Other countries keep what
 * the library gives.
 */
const MOVED_OFF: Readonly<Record<string, readonly number[]>> = {
  MK: [SUNDAY],
  AL: [SATURDAY, SUNDAY],
};

/** Easter Sunday: its country already rests on Easter Monday, which the library lists. */
const EASTER_SUNDAY_RULES = new Set(['easter', 'orthodox']);

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const isWeekend = (day: string) => weekday(day) === SATURDAY || weekday(day) === SUNDAY;

/**
 * Gives each substitute day the date of the holiday it replaces, adds the substitutes the library
 * leaves out (the Bayrams in Albania), and moves a substitute that lands on a day already off
 * (two weekend holidays in a row, a holiday next to Easter Monday) to the next free working day.
 * The library's own substitutes are kept, never given a second one.
 */
export function placeSubstituteDays(country: string, days: readonly LibraryHoliday[]): PlacedHoliday[] {
  // An Islamic holiday can come twice in one year: a substitute stands in for the last one before it.
  const holidayDateOf = (substitute: LibraryHoliday) =>
    days
      .filter((day) => !day.librarySubstitute && day.rule === substitute.rule && day.date < substitute.date)
      .map((day) => day.date)
      .sort()
      .at(-1) ?? null;
  const originals: PlacedHoliday[] = days
    .filter((day) => !day.librarySubstitute)
    .map((day) => ({ ...day, substituteFor: null }));
  const movedOff = MOVED_OFF[country];
  if (!movedOff) {
    const substitutes = days
      .filter((day) => day.librarySubstitute)
      .map((day) => ({ ...day, substituteFor: holidayDateOf(day) }));
    return [...originals, ...substitutes];
  }

  const dayOff = new Set(originals.filter((day) => day.kind === 'public').map((day) => day.date));
  const freeWorkingDayFrom = (start: string) => {
    let day = start;
    while (isWeekend(day) || dayOff.has(day)) day = addUtcDays(day, 1);
    dayOff.add(day);
    return day;
  };

  const wanted = [
    ...days
      .filter((day) => day.librarySubstitute)
      .map((day) => ({ day, holidayDate: holidayDateOf(day), from: day.date })),
    ...originals
      .filter(
        (day) =>
          day.kind === 'public' &&
          movedOff.includes(weekday(day.date)) &&
          !libraryMovesOffWeekend(day.rule) &&
          !EASTER_SUNDAY_RULES.has(day.rule),
      )
      .map((day) => ({ day, holidayDate: day.date, from: addUtcDays(day.date, 1) })),
  ].sort((a, b) => (a.holidayDate ?? a.from).localeCompare(b.holidayDate ?? b.from));

  const substitutes = wanted.map(({ day, holidayDate, from }) => ({
    ...day,
    date: freeWorkingDayFrom(from),
    substituteFor: holidayDate,
  }));
  return [...originals, ...substitutes];
}
