import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './country-codes.ts';
import { countryLabel, countryNames } from './country-names.ts';
import { isWebsiteUrl } from './company-profile-schemas.ts';

describe('countries', () => {
  it('knows the assigned codes (and XK) and nothing else', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    expect(isCountryCode('MK')).toBe(true);
    expect(isCountryCode('XK')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('mk')).toBe(false);
  });

  it('names a country in the asked language and in its own', () => {
    expect(countryNames('MK', 'en')).toEqual({
      countryIsoCode: 'MK',
      countryName: 'North Macedonia',
      countryNativeName: 'Северна Македонија',
    });
    expect(countryNames('AL', 'mk')).toMatchObject({
      countryName: 'Албанија',
      countryNativeName: 'Shqipëri',
    });
    expect(countryNames('DE', 'sq').countryNativeName).toBe('Deutschland');
  });

  it('has a name in each language and a native name for every known code', () => {
    for (const code of COUNTRY_CODES) {
      for (const language of ['en', 'mk', 'sq']) {
        const names = countryNames(code, language);
        expect(names.countryName, `${code} ${language}`).not.toBe(code);
        expect(names.countryNativeName, code).not.toBe('');
      }
    }
    expect(countryNames('XX')).toEqual({ countryIsoCode: 'XX', countryName: 'XX', countryNativeName: 'XX' });
    expect(countryNames('MK', 'mk-MK').countryName).toBe('Северна Македонија');
  });

  it('agrees with the CLDR data of this Node for English names', () => {
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of ['MK', 'AL', 'DE', 'GB', 'CI']) {
      expect(countryNames(code, 'en').countryName).toBe(english.of(code));
    }
  });

  it('shows the native name only when it differs', () => {
    expect(countryLabel(countryNames('MK'))).toBe('North Macedonia (Северна Македонија)');
    expect(countryLabel(countryNames('US'))).toBe('United States');
  });
});

describe('isWebsiteUrl', () => {
  it.each(['https://acme.example', 'http://www.acme.mk/about?x=1', 'https://пример.мкд'])(
    'accepts %s',
    (url) => expect(isWebsiteUrl(url)).toBe(true),
  );
  it.each([
    'acme.example',
    'ftp://acme.example',
    'javascript:alert(1)',
    'https://a:b@acme.example',
    'https://localhost',
  ])('refuses %s', (url) => expect(isWebsiteUrl(url)).toBe(false));
});
