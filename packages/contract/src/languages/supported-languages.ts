import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../locale/languages.ts';

/** docs/product/limits-and-formats.md#languages "Language with flags" (countries are not part of it yet). */
export const languageWithFlagSchema = z
  .object({
    languageIsoCode: z.enum(SUPPORTED_LANGUAGES),
    languageName: z.string(),
    languageNativeName: z.string(),
    languageFlag: z.string().describe('Flag emoji of the language country'),
    languageCountryIsoCode: z.string().length(2),
  })
  .meta({ id: 'LanguageWithFlag' });

export type LanguageWithFlag = z.infer<typeof languageWithFlagSchema>;

/** A country a language is spoken in; the flag image link is built from the configured base URL. */
export const countrySchema = z
  .object({
    countryIsoCode: z.string().length(2),
    countryName: z.string(),
    countryNativeName: z.string(),
    /** The country's name in the interface language asked for (English when none was). */
    countryDisplayName: z.string(),
    countryFlagLink: z.string().describe('Flag image URL, built from the configured flag base URL'),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

/** A language as the server lists it: with the countries it is spoken in. */
export const languageWithCountriesSchema = languageWithFlagSchema
  .extend({ countries: z.array(countrySchema) })
  .meta({ id: 'LanguageWithCountries' });
export type LanguageWithCountries = z.infer<typeof languageWithCountriesSchema>;

/**
 * The interface languages, in SUPPORTED_LANGUAGES order. The flag is that of the country most
 * associated with the language here (Macedonian → North Macedonia, Albanian → Albania); English
 * uses the United Kingdom.
 */
export const LANGUAGES_WITH_FLAGS: readonly LanguageWithFlag[] = [
  {
    languageIsoCode: 'en',
    languageName: 'English',
    languageNativeName: 'English',
    languageFlag: '🇬🇧',
    languageCountryIsoCode: 'GB',
  },
  {
    languageIsoCode: 'mk',
    languageName: 'Macedonian',
    languageNativeName: 'Македонски',
    languageFlag: '🇲🇰',
    languageCountryIsoCode: 'MK',
  },
  {
    languageIsoCode: 'sq',
    languageName: 'Albanian',
    languageNativeName: 'Shqip',
    languageFlag: '🇦🇱',
    languageCountryIsoCode: 'AL',
  },
];

/** The interface language whose names and collation the country lists follow. */
export const supportedLanguagesQuerySchema = z.object({
  interfaceLanguage: z.enum(SUPPORTED_LANGUAGES).default('en'),
});
