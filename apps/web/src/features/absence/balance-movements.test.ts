import type { LedgerEntry } from '@atrium/contract/absence';
import { describe, expect, it } from 'vitest';
import { balanceMovements } from './balance-movements.ts';

const POLICY = '00000000-0000-4000-8000-0000000000f1';
let next = 0;
const entry = (fields: Partial<LedgerEntry> & Pick<LedgerEntry, 'kind' | 'minutes'>): LedgerEntry => ({
  entryId: `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`,
  effectiveDate: '2027-01-01',
  expiresOn: null,
  source: 'job',
  sourceId: POLICY,
  actorName: null,
  reason: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  runningMinutes: 0,
  ...fields,
});

describe('balanceMovements', () => {
  it('reads a lapse and the carry-over beside it on 1 January as one movement with the same figures', () => {
    // 7 days left at the end of 2026, at most 5 carried.
    const lapse = entry({ kind: 'expiry', minutes: -7 * 480, runningMinutes: 0 });
    const carried = entry({
      kind: 'carry_in',
      minutes: 5 * 480,
      runningMinutes: 5 * 480,
      expiresOn: '2027-06-30',
    });
    const allocation = entry({ kind: 'allocation', source: 'policy', minutes: 9600, runningMinutes: 12_000 });
    expect(balanceMovements([lapse, carried, allocation])).toEqual([
      {
        type: 'yearEnd',
        key: lapse.entryId,
        date: '2027-01-01',
        fromYear: 2026,
        carriedMinutes: 5 * 480,
        lapsedMinutes: 2 * 480,
        expiresOn: '2027-06-30',
        changeMinutes: -2 * 480,
        runningMinutes: 5 * 480,
      },
      { type: 'entry', key: allocation.entryId, entry: allocation },
    ]);
  });

  it('keeps a lapse alone when nothing was carried, and every other entry as it is', () => {
    const lapse = entry({ kind: 'expiry', minutes: -960, runningMinutes: 0 });
    // Carried days unused by 30 June lapse on 1 July: not a year-end roll.
    const summer = entry({
      kind: 'expiry',
      minutes: -480,
      effectiveDate: '2027-07-01',
      runningMinutes: -480,
    });
    // A carry-in of another policy is not this lapse's.
    const other = entry({ kind: 'carry_in', minutes: 480, sourceId: null, runningMinutes: 480 });
    const movements = balanceMovements([lapse, other, summer]);
    expect(movements).toEqual([
      expect.objectContaining({
        type: 'yearEnd',
        carriedMinutes: 0,
        lapsedMinutes: 960,
        changeMinutes: -960,
      }),
      { type: 'entry', key: other.entryId, entry: other },
      { type: 'entry', key: summer.entryId, entry: summer },
    ]);
  });
});
