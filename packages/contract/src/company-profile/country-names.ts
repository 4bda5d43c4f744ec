import type { CountryCode } from './country-codes.ts';
import { COUNTRY_NAME_TABLE } from './country-names-data.ts';

export interface CountryNames {
  countryIsoCode: string;
  /** In the language asked for. */
  countryName: string;
  /** In the country's own main language (docs/product/limits-and-formats.md#locale-data: "country name together with native name"). */
  countryNativeName: string;
}

const TABLE_LANGUAGES = ['en', 'mk', 'sq'] as const;

/** Another interface language (none today): the runtime's Intl, which may fall back to English. */
function intlName(code: string, language: string): string | undefined {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code);
  } catch {
    return undefined;
  }
}

/**
 * Name and native name of a country. en, mk and sq come from a table generated from CLDR
 * (generate-country-names.ts), because browsers ship only part of it: Chromium has neither
 * Macedonian nor Albanian region names. An unknown code is named by itself.
 */
export function countryNames(code: CountryCode | string, language = 'en'): CountryNames {
  const row = COUNTRY_NAME_TABLE[code];
  if (!row) return { countryIsoCode: code, countryName: code, countryNativeName: code };
  const index = TABLE_LANGUAGES.indexOf(language.split('-')[0] as (typeof TABLE_LANGUAGES)[number]);
  const name = index >= 0 ? row[index]! : (intlName(code, language) ?? row[0]);
  return { countryIsoCode: code, countryName: name, countryNativeName: row[3] };
}

/** "North Macedonia (Северна Македонија)", or the name alone when both are the same. */
export function countryLabel(names: CountryNames): string {
  return names.countryName === names.countryNativeName
    ? names.countryName
    : `${names.countryName} (${names.countryNativeName})`;
}
