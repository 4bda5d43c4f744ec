import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToday } from './is-today.ts';
import { useTimeZone } from './time-zone.test-helper.ts';

describe('isToday', () => {
  it('is true for any time on the same local day', () => {
    useTimeZone('Europe/Skopje');
    const now = new Date(2024, 2, 15, 12, 0);
    expect(isToday(new Date(2024, 2, 15, 0, 0, 0, 0), now)).toBe(true);
    expect(isToday(new Date(2024, 2, 15, 23, 59, 59, 999), now)).toBe(true);
  });

  it('is false for the day before and the day after, by a millisecond', () => {
    useTimeZone('Europe/Skopje');
    const now = new Date(2024, 2, 15, 12, 0);
    expect(isToday(new Date(2024, 2, 14, 23, 59, 59, 999), now)).toBe(false);
    expect(isToday(new Date(2024, 2, 16, 0, 0, 0, 0), now)).toBe(false);
  });

  it('is false for the same day of another month or year', () => {
    const now = new Date(2024, 2, 15, 12);
    expect(isToday(new Date(2024, 1, 15, 12), now)).toBe(false);
    expect(isToday(new Date(2023, 2, 15, 12), now)).toBe(false);
  });

  it('compares local days, not UTC days', () => {
    useTimeZone('Europe/Skopje');
    // 00:30 in Skopje on 15 March is 23:30 UTC on 14 March: still 15 March locally.
    const now = new Date('2024-03-15T10:00:00+01:00');
    expect(isToday(new Date('2024-03-14T23:30:00Z'), now)).toBe(true);
    expect(isToday(new Date('2024-03-14T22:30:00Z'), now)).toBe(false);
  });

  it('follows the local day across a daylight-saving change', () => {
    useTimeZone('Europe/Skopje');
    // 31 March 2024 has 23 hours in Skopje.
    const now = new Date(2024, 2, 31, 1, 0);
    expect(isToday(new Date(2024, 2, 31, 23, 30), now)).toBe(true);
    expect(isToday(new Date(now.getTime() + 23 * 3_600_000), now)).toBe(false);
  });

  it('accepts epoch milliseconds and date strings, and defaults now to the clock', () => {
    expect(isToday(Date.now())).toBe(true);
    expect(isToday(new Date().toISOString())).toBe(true);
    expect(isToday(Date.now() - 86_400_000 * 2)).toBe(false);
  });

  it('is false for an invalid date or an invalid now', () => {
    expect(isToday('not a date', new Date())).toBe(false);
    expect(isToday(new Date(Number.NaN))).toBe(false);
    expect(isToday(new Date(), 'nonsense')).toBe(false);
  });

  it('holds exactly when the local year, month and day agree', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      useTimeZone(zone);
      fc.assert(
        fc.property(fc.date({ noInvalidDate: true }), fc.date({ noInvalidDate: true }), (a, b) => {
          const same =
            a.getFullYear() === b.getFullYear() &&
            a.getMonth() === b.getMonth() &&
            a.getDate() === b.getDate();
          expect(isToday(a, b)).toBe(same);
          expect(isToday(a, a)).toBe(true);
        }),
      );
    }
  });
});
