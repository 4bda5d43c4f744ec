import { describe, expect, it } from 'vitest';
import { localeTools } from './use-locale.ts';

describe('localeTools', () => {
  const afternoon = new Date(2025, 2, 12, 13, 7);

  it('writes 24-hour time in mk and sq and 12-hour time with AM/PM in en', () => {
    expect(localeTools('mk')).toMatchObject({ clock: '24h', firstDayOfWeek: 1 });
    expect(localeTools('mk').time(afternoon)).toBe('13:07');
    expect(localeTools('sq')).toMatchObject({ clock: '24h', firstDayOfWeek: 1 });
    expect(localeTools('sq').time(afternoon)).toBe('13:07');
    expect(localeTools('sq').time(new Date(2025, 2, 14, 19, 0))).toBe('19:00');
    expect(localeTools('en')).toMatchObject({ clock: '12h', firstDayOfWeek: 1 });
    expect(localeTools('en').time(afternoon)).toBe('1:07 PM');
  });

  it('falls back to en for another language and writes mk dates as d.M.y', () => {
    expect(localeTools('de').language).toBe('en');
    expect(localeTools('mk').date(afternoon)).toBe('12.3.2025');
  });
});
