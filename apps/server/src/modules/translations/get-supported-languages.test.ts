import { describe, expect, it } from 'vitest';
import { getSupportedLanguages, languageWithCountriesSchema } from '@atrium/contract/languages';
import { useApiTest } from '../../test/api-test.ts';

describe('languages_GetSupportedLanguages', () => {
  const api = useApiTest();

  it('answers en, mk and sq with their names, flags and countries, without a token', async () => {
    const response = await api.inject(getSupportedLanguages);
    expect(response.statusCode).toBe(200);
    const languages = languageWithCountriesSchema.array().parse(response.json());
    expect(languages.map((language) => language.languageIsoCode)).toEqual(['en', 'mk', 'sq']);
    expect(languages[1]).toEqual({
      languageIsoCode: 'mk',
      languageName: 'Macedonian',
      languageNativeName: 'Македонски',
      languageFlag: '🇲🇰',
      languageCountryIsoCode: 'MK',
      countries: [
        {
          countryIsoCode: 'MK',
          countryName: 'North Macedonia',
          countryNativeName: 'Северна Македонија',
          countryDisplayName: 'North Macedonia',
          countryFlagLink: '/flags/mk.svg',
        },
      ],
    });
    expect(languages[2]!.countries.map((country) => country.countryIsoCode)).toEqual(['AL', 'XK', 'MK']);
  });

  it('names and sorts the countries in the interface language asked for', async () => {
    const inLanguage = async (interfaceLanguage: 'en' | 'mk' | 'sq') => {
      const response = await api.inject(getSupportedLanguages, { query: { interfaceLanguage } });
      expect(response.statusCode).toBe(200);
      const albanian = languageWithCountriesSchema.array().parse(response.json())[2]!;
      return albanian.countries.map((country) => country.countryDisplayName);
    };
    expect(await inLanguage('en')).toEqual(['Albania', 'Kosovo', 'North Macedonia']);
    expect(await inLanguage('mk')).toEqual(['Албанија', 'Косово', 'Северна Македонија']);
    // Albanian collation: "Kosovë" and "Maqedonia e Veriut" before "Shqipëri".
    expect(await inLanguage('sq')).toEqual(['Kosovë', 'Maqedonia e Veriut', 'Shqipëri']);
    const bad = await api.app.inject({
      method: 'GET',
      url: `${getSupportedLanguages.path}?interfaceLanguage=de`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].path).toBe('query.interfaceLanguage');
  });

  it('ignores a bad token on a public operation', async () => {
    const response = await api.inject(getSupportedLanguages, { as: 'not-a-token' });
    expect(response.statusCode).toBe(200);
  });

  it('is not served for other methods', async () => {
    // A method the contract does not declare for this path, so raw on purpose.
    const response = await api.app.inject({ method: 'DELETE', url: getSupportedLanguages.path });
    expect(response.statusCode).toBe(404);
  });
});
