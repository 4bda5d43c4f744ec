import { formatDate, formatTime, LOCALE_DATA, resolveLanguage, type Language } from '@atrium/contract/locale';
import { useTranslation } from 'react-i18next';

export interface LocaleTools {
  language: Language;
  /** mk writes 24-hour time; sq and en 12-hour with their own am/pm (SPEC §9). */
  clock: '12h' | '24h';
  amPm: { am: string; pm: string };
  /** Mantine's first day of the week, 0 = Sunday (SPEC §3: Monday for mk and sq). */
  firstDayOfWeek: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  time: (instant: Date | string) => string;
  date: (instant: Date, length?: 'short' | 'medium') => string;
}

/** The interface language's clock, date patterns and week start, from the contract's locale data. */
export function localeTools(language: string): LocaleTools {
  const resolved = resolveLanguage(language);
  const data = LOCALE_DATA[resolved];
  return {
    language: resolved,
    clock: data.hourCycle === 'h23' ? '24h' : '12h',
    amPm: data.dayPeriods.abbreviated,
    firstDayOfWeek: (data.firstDayOfWeek % 7) as LocaleTools['firstDayOfWeek'],
    time: (instant) => formatTime(typeof instant === 'string' ? new Date(instant) : instant, resolved),
    date: (instant, length = 'medium') => formatDate(instant, resolved, length),
  };
}

export function useLocaleTools(): LocaleTools {
  const { i18n } = useTranslation();
  return localeTools(i18n.language);
}
