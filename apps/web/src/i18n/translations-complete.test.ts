import { describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';
import { mk } from './locales/mk.ts';
import { sq } from './locales/sq.ts';

type FeatureStrings = { strings: object };
const features = {
  en: import.meta.glob<FeatureStrings>('../features/*/locales/en.ts', { eager: true }),
  mk: import.meta.glob<FeatureStrings>('../features/*/locales/mk.ts', { eager: true }),
  sq: import.meta.glob<FeatureStrings>('../features/*/locales/sq.ts', { eager: true }),
};

/** Dotted paths of every string in a resource object. */
function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('interface translations', () => {
  it('mk and sq translate every shell string that en has, and no other', () => {
    expect(keysOf(mk).sort()).toEqual(keysOf(en).sort());
    expect(keysOf(sq).sort()).toEqual(keysOf(en).sort());
  });

  it('every feature has en, mk and sq strings with the same keys', () => {
    for (const [path, english] of Object.entries(features.en)) {
      for (const language of ['mk', 'sq'] as const) {
        const translated = features[language][path.replace(/en\.ts$/, `${language}.ts`)];
        expect(translated, `${path}: ${language} file missing`).toBeDefined();
        expect(keysOf(translated!.strings).sort(), `${path}: ${language} keys`).toEqual(
          keysOf(english.strings).sort(),
        );
      }
    }
  });

  it('no translated string is left empty', () => {
    const empty = (resource: object) =>
      keysOf(resource).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resource);
        return typeof value !== 'string' || value.trim() === '';
      });
    expect(empty(mk)).toEqual([]);
    expect(empty(sq)).toEqual([]);
  });
});
