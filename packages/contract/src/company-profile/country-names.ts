import type { CountryCode } from './country-codes.ts';

export interface CountryNames {
  countryIsoCode: string;
  /** In the language asked for. */
  countryName: string;
  /** In the country's own main language (SPEC §1: "country name together with native name"). */
  countryNativeName: string;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(locale: string): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names;
}

/** The country's most likely language with its script (`mk-Cyrl`), from CLDR's likely subtags. */
function nativeLocale(code: string): string {
  try {
    const likely = new Intl.Locale('und', { region: code }).maximize();
    return likely.script ? `${likely.language}-${likely.script}` : likely.language;
  } catch {
    return 'en';
  }
}

/**
 * Name and native name of a country through the runtime's Intl data (Node and browsers ship
 * CLDR), so no country list with names is bundled. Falls back to the code when a runtime lacks
 * the data.
 */
export function countryNames(code: CountryCode | string, language = 'en'): CountryNames {
  const name = namesIn(language)?.of(code) ?? code;
  const native = namesIn(nativeLocale(code))?.of(code) ?? name;
  return { countryIsoCode: code, countryName: name, countryNativeName: native };
}

/** "North Macedonia (Северна Македонија)", or the name alone when both are the same. */
export function countryLabel(names: CountryNames): string {
  return names.countryName === names.countryNativeName
    ? names.countryName
    : `${names.countryName} (${names.countryNativeName})`;
}
