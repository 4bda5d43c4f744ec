import { DAY_MS } from '@atrium/contract/dates';
import type { GeneratedHoliday } from './holidays-of.ts';

/** A day of the company's calendar as regeneration weighs it. */
export interface StoredHoliday extends GeneratedHoliday {
  id: string;
  source: 'library' | 'manual';
}

export interface RegenerationPlan {
  /** Library days the calendar does not have yet. */
  insert: GeneratedHoliday[];
  /** Library rows whose date, names, flags or substitute the library now gives differently. */
  refresh: { id: string; day: GeneratedHoliday }[];
  /** Library rows the library no longer gives. */
  remove: string[];
  /** Rows ADMIN/OWNER added or changed: never touched. */
  kept: number;
}

/**
 * What generating a year again changes (docs/product/absence-holidays.md#generating-a-year). A
 * library day is the same day as a row of its kind, in this order of preference: on its date;
 * with its English name (a day the library or an admin moved); for an estimated day, within
 * two days of it (a Bayram an admin confirmed on the announced day, perhaps under another name).
 * A row an admin changed is theirs and stays as it is; it also stands for the library day it
 * matches, so that day is not added a second time.
 */
export function planRegeneration(
  stored: readonly StoredHoliday[],
  generated: readonly GeneratedHoliday[],
): RegenerationPlan {
  const plan: RegenerationPlan = { insert: [], refresh: [], remove: [], kept: 0 };
  const unmatchedStored = new Map(stored.map((row) => [row.id, row]));
  const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);
  const candidates = [...stored].sort(byDate);
  let unmatched = [...generated].sort(byDate);

  for (const sameHoliday of [onItsDate, withItsName, nearEstimatedDay]) {
    unmatched = unmatched.filter((day) => {
      const row = candidates.find(
        (candidate) =>
          unmatchedStored.has(candidate.id) && candidate.kind === day.kind && sameHoliday(candidate, day),
      );
      if (!row) return true;
      unmatchedStored.delete(row.id);
      if (row.source === 'library' && differs(row, day)) plan.refresh.push({ id: row.id, day });
      return false;
    });
  }
  plan.insert = unmatched;

  for (const row of unmatchedStored.values()) {
    if (row.source === 'library') plan.remove.push(row.id);
  }
  plan.kept = stored.filter((row) => row.source === 'manual').length;
  return plan;
}

/** The calendar has one row per date and kind, so a row on the day's date is that day. */
const onItsDate = (row: StoredHoliday, day: GeneratedHoliday) => row.date === day.date;
/** A holiday is not its own substitute day, though both carry its name. */
const bothHolidaysOrSubstitutes = (row: StoredHoliday, day: GeneratedHoliday) =>
  (row.substituteFor === null) === (day.substituteFor === null);
const withItsName = (row: StoredHoliday, day: GeneratedHoliday) =>
  bothHolidaysOrSubstitutes(row, day) && row.names.en === day.names.en;
const nearEstimatedDay = (row: StoredHoliday, day: GeneratedHoliday) =>
  day.estimated &&
  bothHolidaysOrSubstitutes(row, day) &&
  Math.abs(Date.parse(row.date) - Date.parse(day.date)) <= 2 * DAY_MS;

function differs(row: StoredHoliday, day: GeneratedHoliday): boolean {
  return (
    row.date !== day.date ||
    row.estimated !== day.estimated ||
    row.substituteFor !== day.substituteFor ||
    (['en', 'mk', 'sq'] as const).some((language) => row.names[language] !== day.names[language])
  );
}
