import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isDayDisabled,
  isSelectedDayToday,
  monthOf,
  nextDay,
  previousDay,
  weekOf,
} from './day-navigation.ts';

const now = new Date(2025, 2, 12, 23, 59); // Wednesday 12 March 2025, late evening

describe('date picker rules (docs/product/time-tracking.md#date-rules)', () => {
  it('disables only days after today; today and the past stay selectable', () => {
    expect(isDayDisabled('2025-03-12', now)).toBe(false);
    expect(isDayDisabled('2025-03-11', now)).toBe(false);
    expect(isDayDisabled('2024-12-31', now)).toBe(false);
    expect(isDayDisabled('2025-03-13', now)).toBe(true);
    expect(isDayDisabled('2026-01-01', now)).toBe(true);
    expect(isDayDisabled('not-a-day', now)).toBe(true);
  });

  it('marks today by its day, whatever the time', () => {
    expect(isSelectedDayToday('2025-03-12', now)).toBe(true);
    expect(isSelectedDayToday('2025-03-12', new Date(2025, 2, 12, 0, 0))).toBe(true);
    expect(isSelectedDayToday('2025-03-11', now)).toBe(false);
  });

  it('previous day always exists; next day stops at today', () => {
    expect(previousDay('2025-03-01')).toBe('2025-02-28');
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
    expect(nextDay('2025-03-11', now)).toBe('2025-03-12');
    expect(nextDay('2025-03-12', now)).toBeNull();
    expect(nextDay('2024-12-31', now)).toBe('2025-01-01');
  });

  it('adds calendar days across a daylight-saving change', () => {
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(addDays('2025-10-25', 2)).toBe('2025-10-27');
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });
});

describe('weeks and months', () => {
  it('starts the work week on Monday in every language', () => {
    expect(weekOf('2025-03-12')).toEqual({ first: '2025-03-10', last: '2025-03-16' });
    expect(weekOf('2025-03-16')).toEqual({ first: '2025-03-10', last: '2025-03-16' });
    expect(weekOf('2025-03-10')).toEqual({ first: '2025-03-10', last: '2025-03-16' });
    expect(weekOf('2025-03-09')).toEqual({ first: '2025-03-03', last: '2025-03-09' });
  });

  it('lists the days of a range and the month of a day', () => {
    expect(daysBetween('2025-02-27', '2025-03-02')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(monthOf('2025-03-12')).toEqual({ first: '2025-03-01', last: '2025-03-31' });
    expect(monthOf('2024-12-05')).toEqual({ first: '2024-12-01', last: '2024-12-31' });
    expect(monthOf('2024-02-10')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
  });
});
