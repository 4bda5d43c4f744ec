import { describe, expect, it } from 'vitest';
import { formatDatePattern } from './format-date-pattern.ts';
import { EN_LOCALE, SQ_LOCALE } from './locale-data.ts';

describe('formatDatePattern', () => {
  const date = new Date(2024, 0, 5, 9, 7, 3);

  it('writes numeric fields with and without padding', () => {
    expect(formatDatePattern(date, 'd/dd M/MM y/yy/yyyy', EN_LOCALE)).toBe('5/05 1/01 2024/24/2024');
    expect(formatDatePattern(date, 'H:HH h:hh m:mm s:ss', EN_LOCALE)).toBe('9:09 9:09 7:07 3:03');
  });

  it('writes the two-digit year modulo 100 and pads short years', () => {
    const year5 = new Date(2024, 0, 1);
    year5.setFullYear(5);
    expect(formatDatePattern(year5, 'y yy yyyy', EN_LOCALE)).toBe('5 05 0005');
    expect(formatDatePattern(new Date(2100, 0, 1), 'yy', EN_LOCALE)).toBe('00');
  });

  it('writes midnight as 12 AM and noon as 12 PM on a 12-hour clock, 0 and 12 on a 24-hour one', () => {
    expect(formatDatePattern(new Date(2024, 0, 5, 0, 5), 'h:mm a|HH:mm', SQ_LOCALE)).toBe('12:05 p.d.|00:05');
    expect(formatDatePattern(new Date(2024, 0, 5, 12, 5), 'h:mm a|HH:mm', SQ_LOCALE)).toBe(
      '12:05 m.d.|12:05',
    );
    expect(formatDatePattern(new Date(2024, 0, 5, 11, 59), 'h a', SQ_LOCALE)).toBe('11 p.d.');
    expect(formatDatePattern(new Date(2024, 0, 5, 23, 59), 'h a', SQ_LOCALE)).toBe('11 m.d.');
  });

  it('writes month names from the locale and keeps quoted text as it is', () => {
    expect(formatDatePattern(date, "d MMM y 'at' h:mm", SQ_LOCALE)).toBe('5 jan 2024 at 9:07');
    expect(formatDatePattern(date, "h 'o''clock'", EN_LOCALE)).toBe('9 oclock');
    expect(formatDatePattern(date, "''h''", EN_LOCALE)).toBe("'9'");
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => formatDatePattern(new Date(Number.NaN), 'd.M.y', EN_LOCALE)).toThrow(RangeError);
  });
});
