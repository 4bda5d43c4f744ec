import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSupportedLanguages, languageWithFlagSchema } from '@atrium/contract/languages';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';

describe('languages_GetSupportedLanguages', () => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp({ database });
  });
  afterAll(async () => {
    await testApp.close();
    await database.dispose();
  });

  it('answers en, mk and sq with their names and flags, without a token', async () => {
    const response = await testApp.app.inject({
      method: getSupportedLanguages.method,
      url: getSupportedLanguages.path,
    });
    expect(response.statusCode).toBe(200);
    const languages = languageWithFlagSchema.array().parse(response.json());
    expect(languages.map((language) => language.languageIsoCode)).toEqual(['en', 'mk', 'sq']);
    expect(languages[1]).toEqual({
      languageIsoCode: 'mk',
      languageName: 'Macedonian',
      languageNativeName: 'Македонски',
      languageFlag: '🇲🇰',
      languageCountryIsoCode: 'MK',
    });
  });

  it('ignores a bad token on a public operation', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: getSupportedLanguages.path,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('is not served for other methods', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: getSupportedLanguages.path });
    expect(response.statusCode).toBe(404);
  });
});
