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
 * library day is the same day when the calendar has a row of its kind on its date; failing that,
 * when a row of its kind has its English name (a day the library or an admin moved: the Bayrams,
 * once announced). A row an admin changed is theirs and stays as it is; it also stands for the
 * library day it matches, so that day is not added a second time.
 */
export function planRegeneration(
  stored: readonly StoredHoliday[],
  generated: readonly GeneratedHoliday[],
): RegenerationPlan {
  const plan: RegenerationPlan = { insert: [], refresh: [], remove: [], kept: 0 };
  const unmatchedStored = new Map(stored.map((row) => [row.id, row]));
  const unmatchedGenerated: GeneratedHoliday[] = [];

  const match = (row: StoredHoliday, day: GeneratedHoliday) => {
    unmatchedStored.delete(row.id);
    if (row.source === 'library' && differs(row, day)) plan.refresh.push({ id: row.id, day });
  };

  const byDay = new Map(stored.map((row) => [dayKey(row), row]));
  for (const day of generated) {
    const row = byDay.get(dayKey(day));
    if (row) match(row, day);
    else unmatchedGenerated.push(day);
  }

  const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);
  const candidates = [...unmatchedStored.values()].sort(byDate);
  for (const day of unmatchedGenerated.sort(byDate)) {
    const row = candidates.find(
      (candidate) => unmatchedStored.has(candidate.id) && sameHoliday(candidate, day),
    );
    if (row) match(row, day);
    else plan.insert.push(day);
  }

  for (const row of unmatchedStored.values()) {
    if (row.source === 'library') plan.remove.push(row.id);
  }
  plan.kept = stored.filter((row) => row.source === 'manual').length;
  return plan;
}

const dayKey = (day: GeneratedHoliday) => `${day.date} ${day.kind}`;

const sameHoliday = (row: StoredHoliday, day: GeneratedHoliday) =>
  row.kind === day.kind &&
  (row.substituteFor === null) === (day.substituteFor === null) &&
  row.names.en === day.names.en;

function differs(row: StoredHoliday, day: GeneratedHoliday): boolean {
  return (
    row.date !== day.date ||
    row.estimated !== day.estimated ||
    row.substituteFor !== day.substituteFor ||
    (['en', 'mk', 'sq'] as const).some((language) => row.names[language] !== day.names[language])
  );
}
