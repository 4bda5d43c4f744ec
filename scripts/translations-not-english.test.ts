import { globSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// No English left in the bundled Macedonian and Albanian texts (which the demo also publishes as
// their first versions): docs/product/translations.md#terminology.

type Flat = Record<string, string>;
const repository = path.resolve(import.meta.dirname, '..');

/**
 * Latin-script words a Macedonian or Albanian text may keep, each for a reason. Matched whole,
 * case-sensitive. Keep this list short: anything else is translated.
 */
const ALLOWED_LATIN = [
  'Atrium', // the product's name
  'English', // the language picker names each language in itself
  'Shqip', // idem (Albanian, in Albanian)
  'CSV', // file formats, named as the files are
  'XLSX',
  'JSON',
  'XLIFF',
  'Excel', // products people know by these names
  'Word',
  'Google Calendar',
  'Outlook',
  'Apple Calendar',
  'Slack', // the chat services a company's channel lives in
  'Microsoft Teams',
  'Ctrl', // keys, as printed on the keyboard
  'Enter',
  'Escape',
  'API', // application programming interface: the name developers know it by in every language
  'Authorization: Bearer', // an HTTP header, as a script must send it
  'https', // a protocol, as typed in an address
  'http',
  'rrggbb', // the colour format #rrggbb, as typed
];

// A placeholder, also with a format (`{{count, number(maximumFractionDigits: 2)}}`).
const PLACEHOLDER = /\{\{\s*[\w.]+\s*(?:,[^}]*)?\}\}/g;
const MARKUP = /<\/?(b|strong|i|em|br)\s*\/?>/g;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const URL = /https?:\/\/[\w.-]+(\/\S*)?/g;
const allowed = new RegExp(
  `(?<![\\p{L}])(${ALLOWED_LATIN.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}])`,
  'gu',
);

/** The text with everything that may stay as it is in English taken out. */
function withoutAllowed(text: string): string {
  return text
    .replace(PLACEHOLDER, ' ')
    .replace(MARKUP, ' ')
    .replace(URL, ' ')
    .replace(EMAIL, ' ')
    .replace(allowed, ' ');
}

/** Words with a letter in them (numbers, signs and placeholders are not words). */
function wordsOf(text: string): string[] {
  return withoutAllowed(text)
    .split(/[^\p{L}'’-]+/u)
    .filter((word) => /\p{L}/u.test(word));
}

function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (typeof value === 'string') into[prefix] = value;
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

async function load(language: 'en' | 'mk' | 'sq'): Promise<Flat> {
  const importFile = async (file: string) =>
    (await import(pathToFileURL(path.join(repository, file)).href)) as Record<string, unknown>;
  const flat: Flat = {};
  flatten((await importFile(`apps/web/src/i18n/locales/${language}.ts`))[language], '', flat);
  for (const file of globSync(`apps/web/src/features/*/locales/${language}.ts`, { cwd: repository }).sort()) {
    flatten((await importFile(file)).strings, '', flat);
  }
  const provider = (await importFile('apps/idp/src/i18n.ts')) as { messages: (locale: string) => object };
  flatten(provider.messages(language), 'provider', flat);
  return flat;
}

/** Three or more words in a row that the English text has in the same order. */
function englishRun(text: string, english: string): string | undefined {
  const words = wordsOf(text).map((word) => word.toLowerCase());
  const source = ` ${wordsOf(english)
    .map((word) => word.toLowerCase())
    .join(' ')} `;
  for (let start = 0; start + 3 <= words.length; start += 1) {
    const run = words.slice(start, start + 3).join(' ');
    if (source.includes(` ${run} `)) return run;
  }
  return undefined;
}

describe('Macedonian and Albanian texts carry no English', async () => {
  const [en, mk, sq] = await Promise.all([load('en'), load('mk'), load('sq')]);

  it('finds the texts (web app and provider)', () => {
    expect(Object.keys(en).length).toBeGreaterThan(500);
    expect(Object.keys(mk)).toContain('provider.signInTitle');
  });

  it('Macedonian: no Latin letters outside placeholders, addresses and the allowed names', () => {
    const latin = Object.entries(mk)
      .filter(([, value]) => /[A-Za-z]/.test(withoutAllowed(value)))
      .map(([key, value]) => `${key}: ${value}`);
    expect(latin).toEqual([]);
  });

  it('Albanian: no text of two or more words left as in English', () => {
    const same = Object.entries(sq)
      .filter(([key, value]) => value.trim() === en[key]?.trim() && wordsOf(value).length > 1)
      .map(([key, value]) => `${key}: ${value}`);
    expect(same).toEqual([]);
  });

  it('Albanian: no run of three English words copied from the source', () => {
    const runs = Object.entries(sq).flatMap(([key, value]) => {
      const run = en[key] === undefined ? undefined : englishRun(value, en[key]);
      return run ? [`${key}: “${run}” in ${value}`] : [];
    });
    expect(runs).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    expect(/[A-Za-z]/.test(withoutAllowed('Зачувај {{name}} во Atrium (CSV), ime@primer.mk'))).toBe(false);
    expect(/[A-Za-z]/.test(withoutAllowed('Испрати push-известување'))).toBe(true);
    expect(/[A-Za-z]/.test(withoutAllowed('Atriumx'))).toBe(true);
    expect(wordsOf('{{action}}: {{name}}')).toEqual([]);
    expect(wordsOf('{{count, number(maximumFractionDigits: 2)}} ditë')).toEqual(['ditë']);
    expect(englishRun('Ruaj and go to the next', 'Save and go to the next key')).toBe('and go to');
    expect(englishRun('Ruaj dhe kalo te çelësi tjetër', 'Save and go to the next key')).toBeUndefined();
  });
});
