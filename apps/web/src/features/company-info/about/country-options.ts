import { COUNTRY_CODES, countryLabel, countryNames } from '@atrium/contract/company-profile';

export interface CountryOption {
  value: string;
  label: string;
}

const cache = new Map<string, CountryOption[]>();

/** Every country as "Name (native name)" in `language`, sorted the way that language sorts. */
export function countryOptions(language: string): CountryOption[] {
  let options = cache.get(language);
  if (!options) {
    const collator = new Intl.Collator(language);
    options = COUNTRY_CODES.map((code) => ({
      value: code,
      label: countryLabel(countryNames(code, language)),
    })).sort((a, b) => collator.compare(a.label, b.label));
    cache.set(language, options);
  }
  return options;
}

/** How the about page shows a stored country code in the interface language. */
export function countryText(code: string, language: string): string {
  return countryLabel(countryNames(code, language));
}
