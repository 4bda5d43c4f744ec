import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  fromUtcCalendarDate,
  isCalendarDateString,
  toUtcCalendarDate,
  utcCalendarDateToUtcMidnight,
} from './utc-calendar-date.ts';
import { useTimeZone } from './time-zone.test-helper.ts';

describe('toUtcCalendarDate', () => {
  it('keeps the selected local day just after midnight east of UTC', () => {
    useTimeZone('Europe/Skopje');
    const selected = new Date(2024, 0, 5, 0, 30); // 2024-01-04T23:30Z
    expect(selected.toISOString().slice(0, 10)).toBe('2024-01-04');
    expect(toUtcCalendarDate(selected)).toBe('2024-01-05');
  });

  it('keeps the selected local day just before midnight west of UTC', () => {
    useTimeZone('America/Los_Angeles');
    const selected = new Date(2024, 0, 5, 23, 30); // 2024-01-06T07:30Z
    expect(selected.toISOString().slice(0, 10)).toBe('2024-01-06');
    expect(toUtcCalendarDate(selected)).toBe('2024-01-05');
  });

  it('keeps the day at UTC+14 and on a year boundary', () => {
    useTimeZone('Pacific/Kiritimati');
    expect(toUtcCalendarDate(new Date(2025, 0, 1, 0, 0))).toBe('2025-01-01');
    useTimeZone('UTC');
    expect(toUtcCalendarDate(new Date(Date.UTC(2024, 11, 31, 23, 59, 59, 999)))).toBe('2024-12-31');
  });

  it('pads month, day and year', () => {
    useTimeZone('UTC');
    const early = new Date(Date.UTC(2000, 2, 7));
    early.setUTCFullYear(987);
    expect(toUtcCalendarDate(early)).toBe('0987-03-07');
  });

  it('throws a RangeError for an invalid date or a year it cannot write', () => {
    expect(() => toUtcCalendarDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => toUtcCalendarDate(new Date(10_000, 0, 1))).toThrow(RangeError);
  });

  it('round-trips through fromUtcCalendarDate in any zone', () => {
    for (const zone of ['Europe/Skopje', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
      useTimeZone(zone);
      fc.assert(
        fc.property(
          fc.date({
            min: new Date('1900-01-02T00:00:00Z'),
            max: new Date('9999-12-30T00:00:00Z'),
            noInvalidDate: true,
          }),
          (date) => {
            const text = toUtcCalendarDate(date);
            expect(text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            const back = fromUtcCalendarDate(text)!;
            expect([back.getFullYear(), back.getMonth(), back.getDate()]).toEqual([
              date.getFullYear(),
              date.getMonth(),
              date.getDate(),
            ]);
            expect(toUtcCalendarDate(back)).toBe(text);
          },
        ),
      );
    }
  });
});

describe('fromUtcCalendarDate and utcCalendarDateToUtcMidnight', () => {
  it('read a valid date as local start of day and as UTC midnight', () => {
    useTimeZone('Europe/Skopje');
    expect(fromUtcCalendarDate('2024-01-05')).toEqual(new Date(2024, 0, 5));
    expect(utcCalendarDateToUtcMidnight('2024-01-05')?.toISOString()).toBe('2024-01-05T00:00:00.000Z');
    expect(utcCalendarDateToUtcMidnight('0050-06-01')?.toISOString()).toBe('0050-06-01T00:00:00.000Z');
    expect(fromUtcCalendarDate('0050-06-01')?.getFullYear()).toBe(50);
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-1-5',
    '24-01-05',
    '2024-01-05T00:00',
    '',
  ])('reject %j', (text) => {
    expect(fromUtcCalendarDate(text)).toBeNull();
    expect(utcCalendarDateToUtcMidnight(text)).toBeNull();
    expect(isCalendarDateString(text)).toBe(false);
  });

  it('accept leap days of leap years only', () => {
    expect(isCalendarDateString('2024-02-29')).toBe(true);
    expect(isCalendarDateString('2000-02-29')).toBe(true);
    expect(isCalendarDateString('1900-02-29')).toBe(false);
    expect(isCalendarDateString(20240229)).toBe(false);
  });
});
