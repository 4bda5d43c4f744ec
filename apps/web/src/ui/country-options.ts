import { COUNTRY_CODES, countryLabel, countryNames } from '@atrium/contract/company-profile';

/** Every country as "Name (native name)" in the interface language, sorted by that label. */
export function countryOptions(language: string): { value: string; label: string }[] {
  return COUNTRY_CODES.map((code) => ({
    value: code,
    label: countryLabel(countryNames(code, language)),
  })).sort((a, b) => a.label.localeCompare(b.label, language));
}

/**
 * A stored country code as the reader calls the country, in the interface language ("MK" is
 * "North Macedonia", "Северна Македонија", "Maqedonia e Veriut"): for a country shown within
 * text, where the pickers' "Name (native name)" would be too long. A code no table knows is
 * shown as it is.
 */
export function countryName(code: string, language: string): string {
  return countryNames(code, language).countryName;
}
