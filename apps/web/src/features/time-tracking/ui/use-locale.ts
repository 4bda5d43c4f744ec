import { formatDate, formatTime, LOCALE_DATA, resolveLanguage, type Language } from '@atrium/contract/locale';
import { wallClockDate } from '@atrium/contract/dates';
import { useTranslation } from 'react-i18next';
import { browserTimeZone, useMemberTimeZone } from '../../../auth/member-time-zone.ts';
import { WORK_WEEK_FIRST_DAY } from '../../../ui/dates/work-week.ts';

export interface LocaleTools {
  language: Language;
  /** mk and sq write 24-hour time; en 12-hour with AM/PM (docs/product/limits-and-formats.md#locale-data). */
  clock: '12h' | '24h';
  amPm: { am: string; pm: string };
  /** Mantine's first day of the week, 0 = Sunday: the work week's Monday in every language (decision 036). */
  firstDayOfWeek: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** A time of day on the clock of the member's zone (docs/decisions/055-local-days.md). */
  time: (instant: Date | string) => string;
  /** The member's zone: their own or their company's. */
  timeZone: string;
  date: (instant: Date, length?: 'short' | 'medium') => string;
}

/** The interface language's clock, date patterns and week start, from the contract's locale data; times in `timeZone`. */
export function localeTools(language: string, timeZone: string = browserTimeZone()): LocaleTools {
  const resolved = resolveLanguage(language);
  const data = LOCALE_DATA[resolved];
  return {
    language: resolved,
    clock: data.hourCycle === 'h23' ? '24h' : '12h',
    amPm: data.dayPeriods.abbreviated,
    firstDayOfWeek: (WORK_WEEK_FIRST_DAY % 7) as LocaleTools['firstDayOfWeek'],
    time: (instant) =>
      formatTime(
        wallClockDate(typeof instant === 'string' ? new Date(instant) : instant, timeZone),
        resolved,
      ),
    timeZone,
    date: (instant, length = 'medium') => formatDate(instant, resolved, length),
  };
}

export function useLocaleTools(): LocaleTools {
  const { i18n } = useTranslation();
  return localeTools(i18n.language, useMemberTimeZone());
}
