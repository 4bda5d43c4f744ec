import { resolveLanguage, type Language } from '../locale/languages.ts';

/** Units of docs/product/limits-and-formats.md#file-sizes, each 1024 times the one before it. */
export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

const BASE = 1024;
const DECIMALS = 2;
const LAST_UNIT = FILE_SIZE_UNITS.length - 1;

/**
 * The decimal sign of each interface language (CLDR): mk and sq write a decimal comma. Written out
 * rather than asked of `Intl.NumberFormat`, because Chromium ships no Macedonian or Albanian number
 * data and would answer "10.00" in both (docs/product/limits-and-formats.md#file-sizes).
 */
const DECIMAL_SIGN: Readonly<Record<Language, string>> = { en: '.', mk: ',', sq: ',' };

/**
 * A byte count as text with two decimals and the largest unit that keeps the number below 1024,
 * written with the decimal sign of `language` (default en): `fileSizeText(1536)` is `"1.50 KB"`,
 * `fileSizeText(1536, 'mk')` is `"1,50 KB"`, `fileSizeText(0)` is `"0.00 B"`. The number is never
 * grouped (it is below 1024 but for sizes of 1024 YB and more).
 *
 * Follows the common `(bytes / 1024 ** i).toFixed(2) + ' ' + unit` pattern, with three repairs:
 * - the unit is found by repeated division, not `floor(log(bytes) / log(1024))`, whose floating
 *   error can pick one unit too small at exact powers of 1024, and which gives `-Infinity` for 0;
 * - when rounding to two decimals would show 1024 (1048575 B is 1023.999 KB), the next unit is
 *   used instead ("1.00 MB"), so the number shown is always below 1024 while a larger unit exists;
 * - sizes of 1024 YB and more stay in YB, the largest unit ("2048.00 YB").
 * A negative size (a difference between sizes) keeps its sign: `-1536` is `"-1.50 KB"`.
 * NaN and ±Infinity are not sizes: they give the empty string, so a broken value shows nothing
 * rather than "NaN undefined". An unsupported language writes as en.
 */
export function fileSizeText(bytes: number, language: Language | string = 'en'): string {
  if (!Number.isFinite(bytes)) return '';
  const sign = bytes < 0 ? '-' : '';
  let value = Math.abs(bytes);
  let unit = 0;
  while (unit < LAST_UNIT && roundToDecimals(value) >= BASE) {
    value /= BASE;
    unit += 1;
  }
  const number = value.toFixed(DECIMALS);
  // -0.001 rounds to "0.00"; a minus sign in front of zero would be noise.
  const signed = `${number === '0.00' ? '' : sign}${number}`;
  return `${signed.replace('.', DECIMAL_SIGN[resolveLanguage(language)])} ${FILE_SIZE_UNITS[unit]}`;
}

function roundToDecimals(value: number): number {
  return Number(value.toFixed(DECIMALS));
}
