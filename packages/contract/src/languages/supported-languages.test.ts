import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../locale/languages.ts';
import { LANGUAGES_WITH_FLAGS, languageWithFlagSchema } from './supported-languages.ts';

/** A flag emoji is the two regional-indicator letters of its country code. */
function flagOf(countryIsoCode: string): string {
  return [...countryIsoCode].map((letter) => String.fromCodePoint(0x1f1a5 + letter.charCodeAt(0))).join('');
}

describe('LANGUAGES_WITH_FLAGS', () => {
  it('describes exactly the supported languages, in their order', () => {
    expect(LANGUAGES_WITH_FLAGS.map((language) => language.languageIsoCode)).toEqual([
      ...SUPPORTED_LANGUAGES,
    ]);
  });

  it('matches its schema', () => {
    for (const language of LANGUAGES_WITH_FLAGS) {
      expect(languageWithFlagSchema.safeParse(language).success).toBe(true);
    }
  });

  it('shows the flag of the country it names', () => {
    for (const language of LANGUAGES_WITH_FLAGS) {
      expect(language.languageFlag).toBe(flagOf(language.languageCountryIsoCode));
    }
  });

  it('rejects an unsupported language code', () => {
    const german = { ...LANGUAGES_WITH_FLAGS[0], languageIsoCode: 'de' };
    expect(languageWithFlagSchema.safeParse(german).success).toBe(false);
  });
});
