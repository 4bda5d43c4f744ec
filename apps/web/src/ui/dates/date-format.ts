import { formatDate, formatTime, LOCALE_DATA, resolveLanguage, type Language } from '@atrium/contract/locale';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { WORK_WEEK_FIRST_DAY } from './work-week.ts';

/**
 * The product's three ways of writing a moment, in the interface language and the browser's local
 * time: a date ("Nov 23, 2026", mk "23.11.2026"), a date with its time ("Nov 23, 2026, 9:05 AM")
 * and a time of day ("9:05 AM", mk "09:05"). Every screen writes dates through these, so that one
 * screen never says "2026-11-23" and another "23/11/2026" (the patterns are the contract's locale
 * data, which mk and sq need since Chromium's Intl has neither).
 */
export interface DateFormat {
  date: (instant: Date | string) => string;
  dateTime: (instant: Date | string) => string;
  time: (instant: Date | string) => string;
  /**
   * The date with its weekday, for a day's heading: "Monday, Nov 23, 2026", mk "понеделник, 23.11.2026",
   * sq "e hënë, 23 nën 2026" (the weekday in lower case, as CLDR writes it).
   */
  dayTitle: (instant: Date | string) => string;
  /** A calendar day `YYYY-MM-DD` (a picker's value, a timeline's day) as `date` writes it. */
  day: (calendarDate: string) => string;
  /** A calendar day in the language's short pattern, where room is scarce (a chart's axis): "11/23/26", mk "23.11.26". */
  shortDay: (calendarDate: string) => string;
}

/**
 * An instant (ISO string or Date) as it is; a calendar day `YYYY-MM-DD` (with or without a time)
 * as that day in local time, since `new Date('2026-11-23')` would be UTC midnight.
 */
const toDate = (instant: Date | string): Date =>
  typeof instant !== 'string'
    ? instant
    : /^\d{4}-\d{2}-\d{2}( |$)/.test(instant)
      ? dayjs(instant).toDate()
      : new Date(instant);

/** The weekday of a local date in the language, from the contract's locale data (Monday first). */
const weekdayName = (date: Date, language: Language): string =>
  LOCALE_DATA[language].weekdays[(date.getDay() + 6) % 7]!;

export function dateFormat(language: string): DateFormat {
  const resolved = resolveLanguage(language);
  const date = (instant: Date | string) => formatDate(toDate(instant), resolved, 'medium');
  const time = (instant: Date | string) => formatTime(toDate(instant), resolved);
  return {
    date,
    time,
    dateTime: (instant) => `${date(instant)}, ${time(instant)}`,
    // The contract's weekday names: Chromium's Intl lacks mk and sq, and dayjs's sq capitalises them.
    dayTitle: (instant) => `${weekdayName(toDate(instant), resolved)}, ${date(instant)}`,
    day: (calendarDate) => date(toDate(calendarDate)),
    shortDay: (calendarDate) => formatDate(toDate(calendarDate), resolved, 'short'),
  };
}

export function useDateFormat(): DateFormat {
  const { i18n } = useTranslation();
  return dateFormat(i18n.language);
}

/** Mantine numbers days 0 = Sunday … 6 = Saturday. */
type MantineDayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** What a @mantine/dates picker needs to write its value as every other screen writes dates. */
export interface DatePickerFormat {
  locale: Language;
  firstDayOfWeek: MantineDayOfWeek;
  valueFormatter: (input: { type: string; date: unknown; labelSeparator: string }) => string;
}

/**
 * Spread onto every date picker (`<DatePickerInput {...picker} />`): its field shows "Nov 23, 2026"
 * (mk "23.11.2026") like the rest of the product, not Mantine's default "November 23, 2026", and
 * its calendar speaks the interface language and starts on the work week's first day, Monday. A range reads "from – to".
 */
export function datePickerFormat(language: string): DatePickerFormat {
  const format = dateFormat(language);
  const write = (value: unknown) => (typeof value === 'string' && value !== '' ? format.day(value) : '');
  return {
    locale: resolveLanguage(language),
    firstDayOfWeek: (WORK_WEEK_FIRST_DAY % 7) as MantineDayOfWeek,
    valueFormatter: ({ type, date, labelSeparator }) => {
      if (!Array.isArray(date)) return write(date);
      if (type === 'multiple') return date.map(write).join(', ');
      const [from, to] = date as unknown[];
      if (!from) return '';
      return to ? `${write(from)} ${labelSeparator} ${write(to)}` : `${write(from)} ${labelSeparator} `;
    },
  };
}

export function useDatePickerFormat(): DatePickerFormat {
  const { i18n } = useTranslation();
  return datePickerFormat(i18n.language);
}
