import { COUNTRY_CODES, countryLabel, countryNames } from '@atrium/contract/company-profile';

/** Every country as "Name (native name)" in the interface language, sorted by that label. */
export function countryOptions(language: string): { value: string; label: string }[] {
  return COUNTRY_CODES.map((code) => ({
    value: code,
    label: countryLabel(countryNames(code, language)),
  })).sort((a, b) => a.label.localeCompare(b.label, language));
}
