import { isCountryCode } from '@atrium/contract/company-profile';
import type { EmploymentType, HrGender } from '../../../db/schema/index.ts';

/*
 * Cell values of an import (docs/product/human-resources.md#importing-members): each parser
 * answers the stored value or an error message naming what the cell should hold.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (message: string): Parsed<never> => ({ ok: false, message });

// The example is day first, as people here write dates; year-month-day is named, not shown, since a
// message shows no ISO date (docs/product/error-texts-and-toasts.md#text-for-people).
const DATE_MESSAGE = 'must be a date such as 31.12.1990, or year-month-day';

/** yyyy-mm-dd, or the local d.M.yyyy (a trailing dot allowed) and d/M/yyyy. */
export function parseDate(cell: string): Parsed<string> {
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(cell);
  let [year, month, day] = match ? [match[1], match[2], match[3]] : [];
  if (!match) {
    match = /^(\d{1,2})[./](\d{1,2})[./](\d{4})\.?$/.exec(cell);
    if (!match) return bad(DATE_MESSAGE);
    [day, month, year] = [match[1], match[2], match[3]];
  }
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || y > 2200 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return bad(`${DATE_MESSAGE}; ${cell} is no such day`);
  }
  return ok(`${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
}

const word = (cell: string) =>
  cell
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();

const GENDER_WORDS: Record<string, HrGender> = {
  female: 'female',
  f: 'female',
  woman: 'female',
  женски: 'female',
  ж: 'female',
  femër: 'female',
  femer: 'female',
  male: 'male',
  m: 'male',
  man: 'male',
  машки: 'male',
  м: 'male',
  mashkull: 'male',
  other: 'other',
  друго: 'other',
  tjetër: 'other',
  tjeter: 'other',
  undisclosed: 'undisclosed',
  непознато: 'undisclosed',
  'pa deklaruar': 'undisclosed',
};

export function parseGender(cell: string): Parsed<HrGender> {
  const gender = GENDER_WORDS[word(cell)];
  return gender
    ? ok(gender)
    : bad('must be female, male, other or undisclosed (or the same in Macedonian or Albanian)');
}

const EMPLOYMENT_WORDS: Record<string, EmploymentType> = {
  'full time': 'full_time',
  'полно работно време': 'full_time',
  полно: 'full_time',
  'me kohë të plotë': 'full_time',
  'kohë e plotë': 'full_time',
  'part time': 'part_time',
  'скратено работно време': 'part_time',
  скратено: 'part_time',
  'me kohë të pjesshme': 'part_time',
  'kohë e pjesshme': 'part_time',
  contractor: 'contractor',
  договор: 'contractor',
  хонорарно: 'contractor',
  kontraktor: 'contractor',
  intern: 'intern',
  практикант: 'intern',
  praktikant: 'intern',
  temporary: 'temporary',
  привремено: 'temporary',
  'i përkohshëm': 'temporary',
  përkohshëm: 'temporary',
};

export function parseEmploymentType(cell: string): Parsed<EmploymentType> {
  const type = EMPLOYMENT_WORDS[word(cell)];
  return type ? ok(type) : bad('must be full time, part time, contractor, intern or temporary');
}

export function parseCountry(cell: string): Parsed<string> {
  const code = cell.toUpperCase();
  return isCountryCode(code) ? ok(code) : bad('must be a two-letter country code such as MK or AL');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseEmail(cell: string): Parsed<string> {
  if (cell.length > 254) return bad('must be at most 254 characters');
  return EMAIL.test(cell) ? ok(cell.toLowerCase()) : bad('must be an e-mail address');
}

export function parsePhone(cell: string): Parsed<string> {
  if (cell.length > 40) return bad('must be at most 40 characters');
  return /^\+?[0-9 ()./-]{3,}$/.test(cell) ? ok(cell) : bad('must be a phone number');
}

/** Days with a decimal point or comma, -366 to 366. */
export function parseDays(cell: string): Parsed<number> {
  if (!/^-?\d{1,3}([.,]\d{1,2})?$/.test(cell)) return bad('must be a number of days such as 21 or 10,5');
  const days = Number(cell.replace(',', '.'));
  return Math.abs(days) <= 366 ? ok(days) : bad('must be between -366 and 366 days');
}

export function parseText(max: number) {
  return (cell: string): Parsed<string> =>
    cell.length > max ? bad(`must be at most ${max} characters`) : ok(cell);
}
