import type Holidays from 'date-holidays';
import type { HolidaysTypes } from 'date-holidays';

/** A holiday's name in the product's languages; English is always there. */
export interface HolidayNames {
  en: string;
  mk?: string;
  sq?: string;
}

export type HolidayKind = 'public' | 'optional';

/** One day as the holiday library answers it, before the substitute rules of substitute-days.ts. */
export interface LibraryHoliday {
  /** `YYYY-MM-DD`. */
  date: string;
  /** The library's rule, the same for a holiday and the substitute day it gives it. */
  rule: string;
  names: HolidayNames;
  kind: HolidayKind;
  /** The library moved this day off a weekend itself. */
  librarySubstitute: boolean;
  /** Dated by the Islamic calendar: the real day is announced close to it (decision 059). */
  islamic: boolean;
}

const LANGUAGES = ['en', 'mk', 'sq'] as const;

/** The library's own pattern for a rule that carries its weekend substitution ("… and if sunday then next monday"). */
const LIBRARY_SUBSTITUTION = /substitutes|and if /;
const ISLAMIC_MONTHS =
  /Muharram|Safar|Rabi al-awwal|Rabi al-thani|Jumada al-awwal|Jumada al-thani|Rajab|Shaban|Ramadan|Shawwal|Dhu al-Qidah|Dhu al-Hijjah/;

let library: Promise<{ Holidays: typeof Holidays; countries: ReadonlySet<string> }> | undefined;

/**
 * The library, loaded on the first calendar asked for: importing it takes about a second and tens
 * of megabytes, which the server's start and every API test would otherwise pay.
 */
function loadLibrary() {
  library ??= import('date-holidays').then(({ default: Holidays }) => ({
    Holidays,
    countries: new Set(Object.keys(new Holidays().getCountries())),
  }));
  return library;
}

/** True when the library has a calendar for the ISO 3166-1 alpha-2 `country`. */
export async function libraryHasCountry(country: string): Promise<boolean> {
  return (await loadLibrary()).countries.has(country);
}

/** True when the library already moves this rule's day off a weekend. */
export function libraryMovesOffWeekend(rule: string): boolean {
  return LIBRARY_SUBSTITUTION.test(rule);
}

/**
 * Public and optional days of `country` in `year` as the library computes them. Bank holidays
 * and observances are not days off and are left out. Names are read from the rule, not the
 * library's translated answer, so a language the library lacks stays absent instead of falling
 * back to another one.
 */
export async function libraryHolidays(country: string, year: number): Promise<LibraryHoliday[]> {
  const { Holidays, countries } = await loadLibrary();
  if (!countries.has(country)) return [];
  const calendar = new Holidays(country, { types: ['public', 'optional'] });
  return calendar.getHolidays(year).map((holiday) => ({
    // "2026-03-20 00:00:00 -0600": the calendar day leads, whatever the offset after it.
    date: holiday.date.slice(0, 10),
    rule: holiday.rule,
    names:
      easterMondayNames(calendar, holiday.rule) ??
      namesOf(ruleOf(calendar, holiday.rule)?.name, holiday.name),
    kind: holiday.type === 'optional' ? 'optional' : 'public',
    librarySubstitute: holiday.substitute === true,
    islamic: ISLAMIC_MONTHS.test(holiday.rule),
  }));
}

/** The rule with its names in every language: the library's declared class type leaves its fields out. */
function ruleOf(calendar: Holidays, rule: string): HolidaysTypes.HolidayRule | undefined {
  return calendar.getRule(rule) as unknown as HolidaysTypes.HolidayRule | undefined;
}

function namesOf(ruleName: Record<string, string> | string | undefined, answered: string): HolidayNames {
  if (typeof ruleName !== 'object') return { en: ruleName ?? answered };
  const names: HolidayNames = { en: ruleName.en ?? answered };
  for (const language of LANGUAGES) {
    const name = ruleName[language];
    if (name) names[language] = name;
  }
  return names;
}

/** Easter Monday's own names, by the Easter it follows. */
const EASTER_MONDAY: Record<'easter' | 'orthodox', Required<HolidayNames>> = {
  easter: {
    en: 'Catholic Easter Monday',
    mk: 'Втор ден на католичкиот Велигден',
    sq: 'E hëna e Pashkëve Katolike',
  },
  orthodox: {
    en: 'Orthodox Easter Monday',
    mk: 'Втор ден Велигден',
    sq: 'E hëna e Pashkëve Ortodokse',
  },
};

/**
 * Some calendars (Albania's) list the Monday after an Easter under the Sunday's own name, so a
 * company's calendar would show "Catholic Easter" on two days. That Monday gets its own names; a
 * calendar that names its Monday itself keeps its names.
 */
function easterMondayNames(calendar: Holidays, rule: string): HolidayNames | undefined {
  const easter = /^(easter|orthodox) 1$/.exec(rule)?.[1] as 'easter' | 'orthodox' | undefined;
  if (!easter) return undefined;
  const monday = JSON.stringify(ruleOf(calendar, rule)?.name);
  const sunday = JSON.stringify(ruleOf(calendar, easter)?.name);
  return monday === sunday ? EASTER_MONDAY[easter] : undefined;
}
