import { eq } from 'drizzle-orm';
import { LANGUAGES_WITH_FLAGS, type getSupportedLanguages } from '@atrium/contract/languages';
import { translationCountries, translationLanguageCountries } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/** The flag image of a country: `<FLAG_IMAGE_BASE_URL><iso, lower case>.svg`. */
function flagLink(baseUrl: string, countryIsoCode: string): string {
  return `${baseUrl}${countryIsoCode.toLowerCase()}.svg`;
}

/**
 * The interface languages with the countries they are spoken in, each country named in the
 * interface language and sorted by that name with its collation (docs/product/translations.md#languages-and-countries).
 */
export const getSupportedLanguagesHandler: OperationHandler<typeof getSupportedLanguages> = async ({
  query: { interfaceLanguage },
  context,
  deps,
}) => {
  const rows = await context.withTenant((tx) =>
    tx
      .select({
        languageIsoCode: translationLanguageCountries.languageIsoCode,
        country: translationCountries,
      })
      .from(translationLanguageCountries)
      .innerJoin(
        translationCountries,
        eq(translationCountries.isoCode, translationLanguageCountries.countryIsoCode),
      ),
  );
  const collator = new Intl.Collator(interfaceLanguage);
  const names = new Intl.DisplayNames([interfaceLanguage], { type: 'region', fallback: 'none' });
  return LANGUAGES_WITH_FLAGS.map((language) => ({
    ...language,
    countries: rows
      .filter((row) => row.languageIsoCode === language.languageIsoCode)
      .map(({ country }) => ({
        countryIsoCode: country.isoCode,
        countryName: country.name,
        countryNativeName: country.nativeName,
        countryDisplayName:
          interfaceLanguage === 'en' ? country.name : (names.of(country.isoCode) ?? country.name),
        countryFlagLink: flagLink(deps.config.flagImageBaseUrl, country.isoCode),
      }))
      .sort((a, b) => collator.compare(a.countryDisplayName, b.countryDisplayName)),
  }));
};
