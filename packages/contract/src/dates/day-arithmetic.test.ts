import { describe, expect, it } from 'vitest';
import { DAY_MS, addDays, addUtcDays, startOfUtcDay, utcDaysInRange } from './day-arithmetic.ts';

describe('day arithmetic', () => {
  it('adds and subtracts whole days to an instant', () => {
    const instant = new Date('2026-03-28T22:30:00Z');
    expect(addDays(instant, 1).toISOString()).toBe('2026-03-29T22:30:00.000Z');
    expect(addDays(instant, -28).toISOString()).toBe('2026-02-28T22:30:00.000Z');
    expect(addDays(instant, 0).getTime() - instant.getTime()).toBe(0);
    expect(addDays(instant, 2).getTime() - instant.getTime()).toBe(2 * DAY_MS);
  });

  it('finds UTC midnight of the day an instant falls on', () => {
    expect(startOfUtcDay(new Date('2026-11-23T23:59:59.999Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(startOfUtcDay(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('moves a calendar date across months, leap days and years', () => {
    expect(addUtcDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addUtcDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addUtcDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addUtcDays('2026-11-23', -91)).toBe('2026-08-24');
  });

  it('counts the days of a range, both ends included', () => {
    expect(utcDaysInRange('2026-11-23', '2026-11-23')).toBe(1);
    expect(utcDaysInRange('2024-01-01', '2024-12-31')).toBe(366);
    expect(utcDaysInRange('2026-11-24', '2026-11-23')).toBe(0);
  });
});
