import { ALL_MODULES } from '@atrium/contract/access';
import { companyRoleSchema, memberStatusSchema } from '@atrium/contract/companies';
import {
  ACCESS_LEVELS,
  ACCESS_ROLES,
  ACCESS_SCOPES,
  CONTRACT_TYPES,
  EMPLOYMENT_TYPES,
} from '@atrium/contract/human-resources';
import { ERROR_REASONS } from '@atrium/contract/errors';
import { SUPPORTED_LANGUAGES } from '@atrium/contract/locale';
import { NOTIFICATION_KINDS } from '@atrium/contract/notifications';
import { placeholdersOf } from '@atrium/contract/translations';
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

/** Every string of a resource object, by dotted path. */
function textsOf(value: object, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, child]): [string, string][] =>
    typeof child === 'object' && child !== null
      ? textsOf(child, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(child)]],
  );
}

/** A language's whole interface: the shell's strings and every feature's. */
function resourceOf(language: 'en' | 'mk' | 'sq'): Map<string, string> {
  const shell = { en, mk, sq }[language];
  return new Map([
    ...textsOf(shell),
    ...Object.values(features[language]).flatMap((f) => textsOf(f.strings)),
  ]);
}
const texts = { en: resourceOf('en'), mk: resourceOf('mk'), sq: resourceOf('sq') };

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * Keys the code builds at run time from a value, `` t(`notifications.kinds.${kind}`) ``: the
 * registry cannot see which keys those are (it only counts the prefix as used), so each is listed
 * here with where its values come from, and every value must have its text.
 */
const BUILT_KEYS: [prefix: string, values: readonly string[]][] = [
  ['notifications.kinds.', NOTIFICATION_KINDS],
  ['modules.', ALL_MODULES],
  ['roles.', companyRoleSchema.options],
  ['languages.', SUPPORTED_LANGUAGES],
  ['hr.role.', companyRoleSchema.options],
  ['hr.status.', memberStatusSchema.options],
  ['hr.employmentType.', EMPLOYMENT_TYPES],
  ['hr.contractType.', CONTRACT_TYPES],
  ['hrAccess.roles.', ACCESS_ROLES],
  ['hrAccess.scopes.', ACCESS_SCOPES],
  ['hrAccess.levels.', ACCESS_LEVELS],
];

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

  it.each(BUILT_KEYS)('has a text in en, mk and sq for every key built as %s…', (prefix, values) => {
    for (const language of ['en', 'mk', 'sq'] as const) {
      const missing = values.map((value) => `${prefix}${value}`).filter((key) => !texts[language].has(key));
      expect(missing, `${language} lacks`).toEqual([]);
    }
  });

  it("has every reason the server gives a refusal, with the reason's values as its placeholders", () => {
    const wrong: string[] = [];
    for (const [key, values] of Object.entries(ERROR_REASONS)) {
      for (const language of ['en', 'mk', 'sq'] as const) {
        const text = texts[language].get(key);
        if (text === undefined) wrong.push(`${language} lacks ${key}`);
        else if (placeholdersOf(text).sort().join() !== [...values].sort().join())
          wrong.push(
            `${language} ${key}: {{${placeholdersOf(text).join(', ')}}} where the server gives ${values.join(', ')}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names the same {{placeholders}} in mk and sq as in en, key by key', () => {
    const differing: string[] = [];
    for (const [key, english] of texts.en) {
      const expected = placeholdersOf(english).join(', ');
      for (const language of ['mk', 'sq'] as const) {
        const translated = texts[language].get(key);
        if (translated === undefined) continue; // the key sets are compared above
        const actual = placeholdersOf(translated).join(', ');
        if (actual !== expected)
          differing.push(`${language} ${key}: {{${actual}}} where en has {{${expected}}}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it("writes each plural key in exactly its language's plural forms, counting in the many form", () => {
    const wrong: string[] = [];
    for (const language of ['en', 'mk', 'sq'] as const) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const forms = new Map<string, string[]>();
      for (const key of texts[language].keys()) {
        const category = PLURAL.exec(key)?.[1];
        if (category)
          forms.set(key.replace(PLURAL, ''), [...(forms.get(key.replace(PLURAL, '')) ?? []), category]);
      }
      for (const [base, found] of forms) {
        if (found.sort().join() !== [...categories].sort().join()) {
          wrong.push(
            `${language} ${base}: ${found.join('/')} where ${language} counts ${categories.join('/')}`,
          );
        }
        if (texts[language].has(base))
          wrong.push(`${language} ${base}: also a plain key beside its plural forms`);
        if (!placeholdersOf(texts[language].get(`${base}_other`) ?? '').includes('count')) {
          wrong.push(`${language} ${base}_other: does not name {{count}}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
