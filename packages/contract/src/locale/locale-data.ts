import type { Language } from './languages.ts';

/** Days as numbered by ISO 8601 and `Intl.Locale#getWeekInfo`: 1 is Monday, 7 is Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface CurrencyData {
  /** ISO 4217 code. */
  code: string;
  /** The currency's name on its own, as in a list of currencies. */
  displayName: string;
  /** The name after a number of the plural category "one" (1, 21 …). */
  displayNameOne: string;
  /** The name after any other number. */
  displayNameOther: string;
  symbol: string;
  /** Only when CLDR gives one that differs from `symbol`. */
  narrowSymbol?: string;
  /** Fraction digits shown. */
  decimalDigits: number;
  /** Rounding increment in units of the last digit; 0 means none beyond the digits. */
  rounding: number;
}

export interface LocaleData {
  language: Language;
  /** The local currency, for the languages docs/product/limits-and-formats.md#locale-data gives one. */
  currency: CurrencyData | null;
  firstDayOfWeek: IsoWeekday;
  weekend: readonly IsoWeekday[];
  /** CLDR date patterns (https://unicode.org/reports/tr35/tr35-dates.html#Date_Field_Symbol_Table). */
  dateFormats: { short: string; medium: string };
  timeFormat: string;
  hourCycle: 'h12' | 'h23';
  /** AM/PM names: `abbreviated` is what the pattern letter `a` writes. */
  dayPeriods: {
    abbreviated: { am: string; pm: string };
    wide: { am: string; pm: string };
  };
  /** Abbreviated month names in format context, January first (pattern `MMM`). */
  monthsAbbreviated: readonly string[];
  /**
   * Weekday names in format context, Monday first (pattern `EEEE`), as CLDR writes them inside a
   * sentence: lower case in mk and sq ("петок", "e premte"), where dayjs's sq writes "E Premte".
   */
  weekdays: readonly string[];
}

const MONDAY_FIRST_WEEK = { firstDayOfWeek: 1, weekend: [6, 7] } as const;

/**
 * Macedonian (docs/product/limits-and-formats.md#locale-data): MKD, Monday first, weekend Saturday–Sunday; dates d.M.yy and d.M.y,
 * 24-hour time. Currency names and symbols as CLDR 48 (Node 24's ICU) gives them.
 */
export const MK_LOCALE: LocaleData = {
  language: 'mk',
  currency: {
    code: 'MKD',
    displayName: 'Македонски денар',
    displayNameOne: 'Македонски денар',
    displayNameOther: 'Македонски денари',
    symbol: 'ден.',
    decimalDigits: 2,
    rounding: 0,
  },
  ...MONDAY_FIRST_WEEK,
  dateFormats: { short: 'd.M.yy', medium: 'd.M.y' },
  timeFormat: 'HH:mm',
  hourCycle: 'h23',
  dayPeriods: {
    abbreviated: { am: 'претпл.', pm: 'попл.' },
    wide: { am: 'претпладне', pm: 'попладне' },
  },
  monthsAbbreviated: [
    'јан.',
    'фев.',
    'мар.',
    'апр.',
    'мај',
    'јун.',
    'јул.',
    'авг.',
    'сеп.',
    'окт.',
    'ное.',
    'дек.',
  ],
  weekdays: ['понеделник', 'вторник', 'среда', 'четврток', 'петок', 'сабота', 'недела'],
};

/**
 * Albanian (docs/product/limits-and-formats.md#locale-data): ALL with 0 decimal digits and rounding 0, Monday first, weekend
 * Saturday–Sunday; 24-hour time ("19:00"), as Albanian is written in practice, where CLDR 48 gives
 * a 12-hour clock ("7:00 m.d."). Names, date patterns and day periods as CLDR 48 gives them: `a`
 * writes "p.d."/"m.d.", the wide forms are "e paradites"/"e pasdites".
 */
export const SQ_LOCALE: LocaleData = {
  language: 'sq',
  currency: {
    code: 'ALL',
    displayName: 'Leku shqiptar',
    displayNameOne: 'lek shqiptar',
    displayNameOther: 'lekë shqiptar',
    symbol: 'Lekë',
    decimalDigits: 0,
    rounding: 0,
  },
  ...MONDAY_FIRST_WEEK,
  dateFormats: { short: 'd.M.yy', medium: 'd MMM y' },
  timeFormat: 'HH:mm',
  hourCycle: 'h23',
  dayPeriods: {
    abbreviated: { am: 'p.d.', pm: 'm.d.' },
    wide: { am: 'e paradites', pm: 'e pasdites' },
  },
  monthsAbbreviated: ['jan', 'shk', 'mar', 'pri', 'maj', 'qer', 'korr', 'gush', 'sht', 'tet', 'nën', 'dhj'],
  weekdays: ['e hënë', 'e martë', 'e mërkurë', 'e enjte', 'e premte', 'e shtunë', 'e diel'],
};

/** English, the default language: CLDR `en` (United States conventions, Sunday first). */
export const EN_LOCALE: LocaleData = {
  language: 'en',
  currency: null,
  firstDayOfWeek: 7,
  weekend: [6, 7],
  dateFormats: { short: 'M/d/yy', medium: 'MMM d, y' },
  timeFormat: 'h:mm a',
  hourCycle: 'h12',
  dayPeriods: {
    abbreviated: { am: 'AM', pm: 'PM' },
    wide: { am: 'AM', pm: 'PM' },
  },
  monthsAbbreviated: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

export const LOCALE_DATA: Readonly<Record<Language, LocaleData>> = {
  en: EN_LOCALE,
  mk: MK_LOCALE,
  sq: SQ_LOCALE,
};
