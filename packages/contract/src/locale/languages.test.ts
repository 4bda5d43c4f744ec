import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSupportedLanguage, resolveLanguage } from './languages.ts';

describe('languages', () => {
  it.each([
    ['en', 'en'],
    ['mk', 'mk'],
    ['sq', 'sq'],
    ['mk-MK', 'mk'],
    ['sq-AL', 'sq'],
    ['sq_XK', 'sq'],
    ['SQ', 'sq'],
    [' MK ', 'mk'],
    ['en-GB', 'en'],
    ['de', 'en'],
    ['de-MK', 'en'],
    ['mkd', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ] as const)('resolves %j to %s', (tag, language) => {
    expect(resolveLanguage(tag)).toBe(language);
  });

  it('always resolves to a supported language, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (tag) => {
        const language = resolveLanguage(tag);
        expect(isSupportedLanguage(language)).toBe(true);
        expect(resolveLanguage(language)).toBe(language);
      }),
    );
  });

  it('recognises only the exact lower-case codes as supported', () => {
    expect(isSupportedLanguage('mk')).toBe(true);
    expect(isSupportedLanguage('MK')).toBe(false);
    expect(isSupportedLanguage('mk-MK')).toBe(false);
    expect(isSupportedLanguage(undefined)).toBe(false);
  });
});
