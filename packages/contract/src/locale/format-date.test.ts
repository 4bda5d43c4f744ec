import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatTime } from './format-date.ts';
import { SUPPORTED_LANGUAGES } from './languages.ts';

const originalZone = process.env.TZ;
afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe('formatDate', () => {
  const date = new Date(2024, 0, 5, 13, 7);

  it('writes Macedonian short d.M.yy and medium d.M.y', () => {
    expect(formatDate(date, 'mk', 'short')).toBe('5.1.24');
    expect(formatDate(date, 'mk', 'medium')).toBe('5.1.2024');
    expect(formatDate(new Date(2009, 11, 31), 'mk', 'short')).toBe('31.12.09');
    expect(formatDate(new Date(2009, 11, 31), 'mk', 'medium')).toBe('31.12.2009');
  });

  it('writes Albanian and English dates', () => {
    expect(formatDate(date, 'sq', 'short')).toBe('5.1.24');
    expect(formatDate(new Date(2024, 10, 25), 'sq', 'medium')).toBe('25 nën 2024');
    expect(formatDate(date, 'en', 'short')).toBe('1/5/24');
    expect(formatDate(date, 'en', 'medium')).toBe('Jan 5, 2024');
  });

  it('defaults to the short pattern and writes unsupported languages as en', () => {
    expect(formatDate(date, 'mk')).toBe('5.1.24');
    expect(formatDate(date, 'de', 'medium')).toBe('Jan 5, 2024');
    expect(formatDate(date, 'mk-MK', 'medium')).toBe('5.1.2024');
  });

  it('writes the local day, not the UTC one', () => {
    process.env.TZ = 'Europe/Skopje';
    expect(formatDate(new Date('2024-01-04T23:30:00Z'), 'mk', 'medium')).toBe('5.1.2024');
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => formatDate(new Date('nope'), 'mk')).toThrow(RangeError);
  });

  // Intl's mk patterns differ from docs/product/limits-and-formats.md#locale-data ("5.1.2024 г."), so only en and sq are compared.
  it.each(['en', 'sq'] as const)('writes %s dates as Intl does', (language) => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2999, 11, 31), noInvalidDate: true }),
        (day) => {
          expect(formatDate(day, language, 'short')).toBe(
            new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(day),
          );
          expect(formatDate(day, language, 'medium')).toBe(
            new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(day),
          );
        },
      ),
    );
  });
});

describe('formatTime', () => {
  it('writes Macedonian time on a 24-hour clock', () => {
    expect(formatTime(new Date(2024, 0, 5, 13, 7), 'mk')).toBe('13:07');
    expect(formatTime(new Date(2024, 0, 5, 0, 5), 'mk')).toBe('00:05');
    expect(formatTime(new Date(2024, 0, 5, 9, 30), 'mk')).toBe('09:30');
  });

  it('writes Albanian time on a 24-hour clock', () => {
    expect(formatTime(new Date(2024, 0, 5, 9, 7), 'sq')).toBe('09:07');
    expect(formatTime(new Date(2024, 0, 5, 13, 7), 'sq')).toBe('13:07');
    expect(formatTime(new Date(2024, 0, 5, 19, 0), 'sq')).toBe('19:00');
    expect(formatTime(new Date(2024, 0, 5, 0, 0), 'sq')).toBe('00:00');
    expect(formatTime(new Date(2024, 0, 5, 12, 0), 'sq')).toBe('12:00');
  });

  it('writes English time with AM/PM after an ordinary space', () => {
    expect(formatTime(new Date(2024, 0, 5, 13, 7), 'en')).toBe('1:07 PM');
    expect(formatTime(new Date(2024, 0, 5, 13, 7), undefined as unknown as string)).toBe('1:07 PM');
  });

  it.each(SUPPORTED_LANGUAGES)('writes %s times as Intl does, but for the space before AM/PM', (language) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const time = new Date(2024, 5, 10, hour, minute);
        // Albanian on the 24-hour clock it is written with, not CLDR's 12-hour one.
        const hourCycle = language === 'sq' ? { hourCycle: 'h23' as const } : {};
        const intl = new Intl.DateTimeFormat(language, { timeStyle: 'short', ...hourCycle })
          .format(time)
          .replace(/\u202f/g, ' ');
        expect(formatTime(time, language)).toBe(intl);
      }),
    );
  });
});
