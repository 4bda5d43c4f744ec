import type { LocaleData } from './locale-data.ts';

// Field letters understood; a run of one letter is one field (`dd`, `MMM`, `yy`).
const FIELD = /'[^']*'|y+|M+|d+|H+|h+|m+|s+|a+/g;

/**
 * A local date written by a CLDR pattern, by hand rather than through Intl, so the fixed
 * patterns of docs/product/limits-and-formats.md#locale-data come out the same in every browser and ICU version. Supports the fields
 * d dd M MM MMM y yy yyyy H HH h hh m mm s ss a, and quoted literals (`'at'`, `''` for a quote).
 * @throws RangeError for an invalid date: there is nothing to write.
 */
export function formatDatePattern(date: Date, pattern: string, locale: LocaleData): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('formatDatePattern: invalid date');
  return pattern.replace(FIELD, (field) => writeField(date, field, locale));
}

function writeField(date: Date, field: string, locale: LocaleData): string {
  const letter = field[0];
  const width = field.length;
  switch (letter) {
    case "'":
      return width === 2 ? "'" : field.slice(1, -1);
    case 'y': {
      const year = date.getFullYear();
      // `yy` is the year modulo 100, two digits; any other width pads the full year.
      return width === 2 ? pad(year % 100, 2) : pad(year, width);
    }
    case 'M':
      return width >= 3 ? (locale.monthsAbbreviated[date.getMonth()] ?? '') : pad(date.getMonth() + 1, width);
    case 'd':
      return pad(date.getDate(), width);
    case 'H':
      return pad(date.getHours(), width);
    case 'h':
      return pad(date.getHours() % 12 || 12, width);
    case 'm':
      return pad(date.getMinutes(), width);
    case 's':
      return pad(date.getSeconds(), width);
    case 'a':
      return date.getHours() < 12 ? locale.dayPeriods.abbreviated.am : locale.dayPeriods.abbreviated.pm;
    default:
      return field;
  }
}

function pad(value: number, width: number): string {
  const digits = String(Math.abs(value)).padStart(width, '0');
  return value < 0 ? `-${digits}` : digits;
}
