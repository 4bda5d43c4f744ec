import { formatDatePattern } from './format-date-pattern.ts';
import { resolveLanguage, type Language } from './languages.ts';
import { LOCALE_DATA } from './locale-data.ts';

export type DateFormatLength = 'short' | 'medium';

/**
 * A date in the language's short or medium pattern, in local time: mk `d.M.yy` → "5.1.24",
 * `d.M.y` → "5.1.2024". An unsupported language writes as en.
 * @throws RangeError for an invalid date.
 */
export function formatDate(
  date: Date,
  language: Language | string,
  length: DateFormatLength = 'short',
): string {
  const locale = LOCALE_DATA[resolveLanguage(language)];
  return formatDatePattern(date, locale.dateFormats[length], locale);
}

/**
 * A time of day in the language's clock, in local time: mk and sq "13:07",
 * en "1:07 PM" (an ordinary space before AM/PM, where recent ICU writes U+202F).
 * @throws RangeError for an invalid date.
 */
export function formatTime(date: Date, language: Language | string): string {
  const locale = LOCALE_DATA[resolveLanguage(language)];
  return formatDatePattern(date, locale.timeFormat, locale);
}
