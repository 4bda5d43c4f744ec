import { describe, expect, it } from 'vitest';
import { translatedName } from './translated-name.ts';

describe('translatedName', () => {
  const names = { en: 'Vacation', mk: 'Годишен одмор' };

  it("shows the interface language's name", () => {
    expect(translatedName(names, 'mk')).toBe('Годишен одмор');
    expect(translatedName(names, 'en-US')).toBe('Vacation');
  });

  it('falls back to English where the translation is missing', () => {
    expect(translatedName(names, 'sq')).toBe('Vacation');
  });
});
