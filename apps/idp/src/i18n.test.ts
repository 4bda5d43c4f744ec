import { describe, expect, it } from 'vitest';
import { LOCALES, messages, pickLocale } from './i18n.ts';

describe('pickLocale', () => {
  it('prefers ui_locales, then Accept-Language by weight, then English', () => {
    expect(pickLocale('de mk-MK', 'sq')).toBe('mk');
    expect(pickLocale(undefined, 'de;q=0.9, sq-AL;q=0.8, mk;q=0.7')).toBe('sq');
    expect(pickLocale(undefined, 'en;q=0.1, mk;q=0.5')).toBe('mk');
    expect(pickLocale(undefined, 'fr, de')).toBe('en');
    expect(pickLocale('', '')).toBe('en');
    expect(pickLocale(undefined, 'mk;q=0')).toBe('en');
  });

  it('has every message in every language, and the fixed English labels', () => {
    const keys = Object.keys(messages('en')).sort();
    for (const locale of LOCALES) {
      const catalogue = messages(locale);
      expect(Object.keys(catalogue).sort()).toEqual(keys);
      for (const value of Object.values(catalogue)) expect(value.trim()).not.toBe('');
    }
    expect(messages('en')).toMatchObject({ email: 'Email', password: 'Password', signIn: 'Sign in' });
    expect(messages('mk').password).not.toBe('Password');
  });
});
