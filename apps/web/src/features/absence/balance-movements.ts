import type { LedgerEntry } from '@atrium/contract/absence';

/**
 * A line of the balance explanation: one ledger entry, or the year-end roll of 1 January as one
 * movement. The roll is written as two entries (the whole rest of the year before lapses, then up
 * to the policy's cap comes back carried; docs/product/absence.md#allowances), which side by side
 * read as "lapsed 7 days" and "carried 5 days" although 5 were kept and 2 lost.
 */
export type BalanceMovement =
  | { type: 'entry'; key: string; entry: LedgerEntry }
  | {
      type: 'yearEnd';
      key: string;
      date: string;
      /** The year whose rest was rolled. */
      fromYear: number;
      carriedMinutes: number;
      lapsedMinutes: number;
      /** The last day the carried minutes may be used; null: no limit, or nothing carried. */
      expiresOn: string | null;
      /** The two entries' minutes together, and the running total after both. */
      changeMinutes: number;
      runningMinutes: number;
    };

/** Only the job writes the roll, and only on the year's first day. */
const rollsYearEnd = (entry: LedgerEntry) =>
  entry.kind === 'expiry' && entry.source === 'job' && entry.effectiveDate.endsWith('-01-01');

/**
 * The entries in their order with each year-end roll as one movement: its lapse with the carry-in
 * written beside it (same day, same policy), or alone when nothing was carried. The figures are
 * the entries' own.
 */
export function balanceMovements(entries: readonly LedgerEntry[]): BalanceMovement[] {
  const movements: BalanceMovement[] = [];
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index]!;
    if (!rollsYearEnd(entry)) {
      movements.push({ type: 'entry', key: entry.entryId, entry });
      continue;
    }
    const next = entries[index + 1];
    const carried =
      next?.kind === 'carry_in' &&
      next.effectiveDate === entry.effectiveDate &&
      next.sourceId === entry.sourceId
        ? next
        : undefined;
    if (carried) index += 1;
    const carriedMinutes = carried?.minutes ?? 0;
    movements.push({
      type: 'yearEnd',
      key: entry.entryId,
      date: entry.effectiveDate,
      fromYear: Number(entry.effectiveDate.slice(0, 4)) - 1,
      carriedMinutes,
      lapsedMinutes: -entry.minutes - carriedMinutes,
      expiresOn: carried?.expiresOn ?? null,
      changeMinutes: entry.minutes + carriedMinutes,
      runningMinutes: (carried ?? entry).runningMinutes,
    });
  }
  return movements;
}
