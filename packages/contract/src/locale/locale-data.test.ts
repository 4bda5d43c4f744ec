import { describe, expect, it } from 'vitest';
import { EN_LOCALE, LOCALE_DATA, MK_LOCALE, SQ_LOCALE } from './locale-data.ts';
import { SUPPORTED_LANGUAGES } from './languages.ts';

describe('locale data of docs/product/limits-and-formats.md#locale-data', () => {
  it('gives Macedonian MKD and Albanian ALL with 0 decimal digits and rounding 0', () => {
    expect(MK_LOCALE.currency?.code).toBe('MKD');
    expect(SQ_LOCALE.currency).toMatchObject({ code: 'ALL', decimalDigits: 0, rounding: 0 });
    expect(EN_LOCALE.currency).toBeNull();
  });

  it('starts the week on Monday with a Saturday–Sunday weekend in mk and sq', () => {
    for (const locale of [MK_LOCALE, SQ_LOCALE]) {
      expect(locale.firstDayOfWeek).toBe(1);
      expect(locale.weekend).toEqual([6, 7]);
    }
  });

  it('uses d.M.yy and d.M.y in mk, and a 24-hour clock in mk and sq', () => {
    expect(MK_LOCALE.dateFormats).toEqual({ short: 'd.M.yy', medium: 'd.M.y' });
    for (const locale of [MK_LOCALE, SQ_LOCALE]) {
      expect(locale.hourCycle).toBe('h23');
      expect(locale.timeFormat).toBe('HH:mm');
    }
    expect(SQ_LOCALE.dayPeriods.wide).toEqual({ am: 'e paradites', pm: 'e pasdites' });
  });

  it('writes weekday names in lower case in mk and sq', () => {
    expect(MK_LOCALE.weekdays[4]).toBe('петок');
    expect(SQ_LOCALE.weekdays[4]).toBe('e premte');
    for (const name of [...MK_LOCALE.weekdays, ...SQ_LOCALE.weekdays]) expect(name).toBe(name.toLowerCase());
  });

  it('has an entry for every supported language, under its own code', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(LOCALE_DATA[language].language).toBe(language);
      expect(LOCALE_DATA[language].monthsAbbreviated).toHaveLength(12);
      expect(LOCALE_DATA[language].weekdays).toHaveLength(7);
    }
  });
});

interface WeekInfo {
  firstDay: number;
  weekend: number[];
}

// The constants are checked against the CLDR data of Node's ICU, so a wrong transcription fails.
describe.each(SUPPORTED_LANGUAGES)('locale data for %s agrees with Intl', (language) => {
  const locale = LOCALE_DATA[language];

  it('has the week of Intl.Locale', () => {
    // getWeekInfo is in Node 24 but not yet in TypeScript's ES2023 lib.
    const week = (new Intl.Locale(language) as Intl.Locale & { getWeekInfo(): WeekInfo }).getWeekInfo();
    expect(locale.firstDayOfWeek).toBe(week.firstDay);
    expect([...locale.weekend]).toEqual(week.weekend);
  });

  it('has the abbreviated month names of Intl', () => {
    const months = Array.from(
      { length: 12 },
      (_, month) =>
        new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' })
          .formatToParts(new Date(2024, month, 5))
          .find((part) => part.type === 'month')?.value,
    );
    expect([...locale.monthsAbbreviated]).toEqual(months);
  });

  it('has the weekday names of Intl, Monday first', () => {
    // 1 January 2024 was a Monday.
    const weekdays = Array.from({ length: 7 }, (_, day) =>
      new Intl.DateTimeFormat(language, { weekday: 'long' }).format(new Date(2024, 0, 1 + day)),
    );
    expect([...locale.weekdays]).toEqual(weekdays);
  });

  it('has the abbreviated AM/PM names and hour cycle of Intl', () => {
    const dayPeriod = (hour: number): string | undefined =>
      new Intl.DateTimeFormat(language, { hour: 'numeric', hourCycle: 'h12' })
        .formatToParts(new Date(2024, 0, 5, hour))
        .find((part) => part.type === 'dayPeriod')?.value;
    expect(locale.dayPeriods.abbreviated).toEqual({ am: dayPeriod(9), pm: dayPeriod(15) });
    // Albanian departs from CLDR's 12-hour clock on purpose (docs/product/limits-and-formats.md#locale-data).
    const cldrHourCycle = new Intl.DateTimeFormat(language, { timeStyle: 'short' }).resolvedOptions()
      .hourCycle;
    expect(language === 'sq' ? 'h12' : locale.hourCycle).toBe(cldrHourCycle);
  });
});

describe.each([MK_LOCALE, SQ_LOCALE])('currency of $language agrees with Intl', (locale) => {
  const currency = locale.currency!;
  const part = (value: number, currencyDisplay: 'symbol' | 'narrowSymbol' | 'name', digits?: number) =>
    new Intl.NumberFormat(locale.language, {
      style: 'currency',
      currency: currency.code,
      currencyDisplay,
      ...(digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    })
      .formatToParts(value)
      .find((p) => p.type === 'currency')?.value;

  it('has the display name of Intl.DisplayNames', () => {
    expect(currency.displayName).toBe(
      new Intl.DisplayNames([locale.language], { type: 'currency' }).of(currency.code),
    );
  });

  it('has the singular and plural names Intl writes after 1 and 5', () => {
    expect(new Intl.PluralRules(locale.language).select(1)).toBe('one');
    expect(currency.displayNameOne).toBe(part(1, 'name', 0));
    expect(currency.displayNameOther).toBe(part(5, 'name', 0));
  });

  it('has the symbol, and a narrow symbol only where Intl writes a different one', () => {
    expect(currency.symbol).toBe(part(5, 'symbol'));
    const narrow = part(5, 'narrowSymbol');
    expect(currency.narrowSymbol ?? currency.symbol).toBe(narrow);
  });

  it('has the fraction digits of Intl', () => {
    const options = new Intl.NumberFormat(locale.language, {
      style: 'currency',
      currency: currency.code,
    }).resolvedOptions();
    expect(currency.decimalDigits).toBe(options.maximumFractionDigits);
  });
});
