import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { disableFutureDates, isFutureDate } from './future-date.ts';
import { isToday } from './is-today.ts';
import { useTimeZone } from './time-zone.test-helper.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('isFutureDate', () => {
  const now = new Date(2024, 5, 10, 14, 0);

  it('is false for later today, today stays enabled', () => {
    expect(isFutureDate(new Date(2024, 5, 10, 23, 59, 59, 999), now)).toBe(false);
    expect(isFutureDate(new Date(2024, 5, 10, 0, 0), now)).toBe(false);
  });

  it('is true from the first instant of tomorrow on', () => {
    expect(isFutureDate(new Date(2024, 5, 11, 0, 0), now)).toBe(true);
    expect(isFutureDate(new Date(2025, 0, 1), now)).toBe(true);
  });

  it('is false for past days', () => {
    expect(isFutureDate(new Date(2024, 5, 9, 23, 59), now)).toBe(false);
    expect(isFutureDate(new Date(1999, 11, 31), now)).toBe(false);
  });

  it('compares local days: 23:30 UTC can already be tomorrow in Skopje', () => {
    useTimeZone('Europe/Skopje');
    const skopjeNoon = new Date('2024-06-10T12:00:00+02:00');
    expect(isFutureDate(new Date('2024-06-10T22:30:00Z'), skopjeNoon)).toBe(true);
    expect(isFutureDate(new Date('2024-06-10T21:30:00Z'), skopjeNoon)).toBe(false);
  });

  it('is false for invalid input', () => {
    expect(isFutureDate('garbage', now)).toBe(false);
    expect(isFutureDate(new Date(2030, 0, 1), 'garbage')).toBe(false);
  });

  it('splits every day into exactly one of past, today and future', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), fc.date({ noInvalidDate: true }), (date, at) => {
        const future = isFutureDate(date, at);
        const past = isFutureDate(at, date) && !isToday(date, at);
        expect([future, isToday(date, at), past].filter(Boolean)).toHaveLength(1);
      }),
    );
  });
});

describe('disableFutureDates', () => {
  it('disables tomorrow and keeps today and yesterday, reading the clock at each call', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 10, 23, 59));
    const tomorrow = new Date(2024, 5, 11, 8, 0);
    expect(disableFutureDates(new Date(2024, 5, 10, 23, 59, 59))).toBe(false);
    expect(disableFutureDates(new Date(2024, 5, 9))).toBe(false);
    expect(disableFutureDates(tomorrow)).toBe(true);
    vi.setSystemTime(new Date(2024, 5, 11, 0, 1));
    expect(disableFutureDates(tomorrow)).toBe(false);
  });

  it('ignores an extra argument, so it can be passed to Array.prototype.filter', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 10, 12));
    const days = [new Date(2024, 5, 9), new Date(2024, 5, 10), new Date(2024, 5, 11)];
    expect(days.filter(disableFutureDates)).toEqual([new Date(2024, 5, 11)]);
  });
});
