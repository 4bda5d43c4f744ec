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
          countryFlagLink: '/flags/mk.svg',
        },
      ],
    });
    expect(languages[2]!.countries.map((country) => country.countryIsoCode)).toEqual(['AL', 'XK', 'MK']);
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
