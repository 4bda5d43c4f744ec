import { describe, expect, it } from 'vitest';
import { detectLanguage, toLanguage } from './languages.ts';

describe('detectLanguage', () => {
  it('prefers the saved choice', () => {
    expect(detectLanguage('sq', ['mk-MK', 'en'])).toBe('sq');
  });

  it('ignores an unsupported saved value and uses the browser languages in order', () => {
    expect(detectLanguage('de', ['fr-FR', 'mk-MK', 'sq'])).toBe('mk');
  });

  it('falls back to en for anything else', () => {
    expect(detectLanguage(null, ['de-DE', 'fr'])).toBe('en');
    expect(detectLanguage('', [])).toBe('en');
  });

  it('reads region and case variants', () => {
    expect(toLanguage('SQ-al')).toBe('sq');
    expect(toLanguage('mk_MK')).toBe('mk');
    expect(toLanguage('english')).toBeNull();
  });
});
