import { libraryHolidays, type HolidayKind, type HolidayNames } from './holiday-library.ts';
import { placeSubstituteDays, type PlacedHoliday } from './substitute-days.ts';

/** One day of a country's holiday calendar, as a company's draft starts from it. */
export interface GeneratedHoliday {
  /** `YYYY-MM-DD`. */
  date: string;
  names: HolidayNames;
  kind: HolidayKind;
  /** The date is a forecast until the religious authority announces it (decision 059). */
  estimated: boolean;
  /** The weekend holiday this working day replaces. */
  substituteFor: string | null;
}

/**
 * The public and optional holidays of `country` in `year` from the holiday library, with the
 * country's substitute days (docs/product/absence-holidays.md). One row per date and kind, as the
 * company's calendar stores them; empty for a country the library does not know.
 */
export async function holidaysOf(country: string, year: number): Promise<GeneratedHoliday[]> {
  const placed = placeSubstituteDays(country, await libraryHolidays(country, year));
  const publicDates = new Set(placed.filter((day) => day.kind === 'public').map((day) => day.date));
  const byDateAndKind = new Map<string, PlacedHoliday[]>();
  for (const day of placed) {
    // An optional day that everyone has off anyway is nothing to choose.
    if (day.kind === 'optional' && publicDates.has(day.date)) continue;
    const key = `${day.date} ${day.kind}`;
    byDateAndKind.set(key, [...(byDateAndKind.get(key) ?? []), day]);
  }
  return [...byDateAndKind.values()]
    .map(oneRow)
    .sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
}

/** Two holidays on one day (both Easters in some years) become one row naming both. */
function oneRow(days: PlacedHoliday[]): GeneratedHoliday {
  const first = days[0]!;
  const holiday = days.find((day) => day.substituteFor === null);
  return {
    date: first.date,
    names: joinedNames(days.map((day) => day.names)),
    kind: first.kind,
    estimated: days.some((day) => day.islamic),
    substituteFor: holiday ? null : first.substituteFor,
  };
}

function joinedNames(all: HolidayNames[]): HolidayNames {
  const distinct = (texts: string[]) => [...new Set(texts)].join(' / ');
  const names: HolidayNames = { en: distinct(all.map((names) => names.en)) };
  for (const language of ['mk', 'sq'] as const) {
    if (all.some((names) => names[language])) {
      names[language] = distinct(all.map((names) => names[language] ?? names.en));
    }
  }
  return names;
}
