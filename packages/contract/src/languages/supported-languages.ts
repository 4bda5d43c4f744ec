import { z } from 'zod';

/** Interface languages of SPEC §1; any other language falls back to the default. */
export const LANGUAGE_ISO_CODES = ['en', 'mk', 'sq'] as const;

export type LanguageIsoCode = (typeof LANGUAGE_ISO_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageIsoCode = 'en';

export const languageSchema = z
  .object({
    languageIsoCode: z.enum(LANGUAGE_ISO_CODES),
    languageName: z.string(),
    languageNativeName: z.string(),
    languageFlag: z.string().describe('Flag emoji of the language country'),
    languageCountryIsoCode: z.string().length(2),
  })
  .meta({ id: 'Language' });

export type Language = z.infer<typeof languageSchema>;

/**
 * The supported languages. The flag belongs to the country most associated with the language
 * here (Macedonian → North Macedonia, Albanian → Albania); English uses the United Kingdom.
 */
export const SUPPORTED_LANGUAGES: readonly Language[] = [
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

/** Picks the supported language for a requested code (`mk-MK`, `SQ`, `de`), else the default. */
export function resolveLanguage(requested: string | null | undefined): LanguageIsoCode {
  const primary = (requested ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGE_ISO_CODES as readonly string[]).includes(primary)
    ? (primary as LanguageIsoCode)
    : DEFAULT_LANGUAGE;
}
