import { globSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';

type Flat = Record<string, string>;
const repository = path.resolve(import.meta.dirname, '../..');

function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (typeof value === 'string') into[prefix] = value;
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

async function bundled(language: 'en' | 'mk' | 'sq'): Promise<Flat> {
  const importFile = async (file: string) =>
    (await import(pathToFileURL(path.join(repository, file)).href)) as Record<string, unknown>;
  const flat: Flat = {};
  flatten((await importFile(`apps/web/src/i18n/locales/${language}.ts`))[language], '', flat);
  for (const file of globSync(`apps/web/src/features/*/locales/${language}.ts`, { cwd: repository }).sort()) {
    flatten((await importFile(file)).strings, '', flat);
  }
  return flat;
}

/**
 * The English interface texts a Macedonian or Albanian screen must not show: those of two or more
 * words, without placeholders, whose translation differs. A screen that shows one of them whole
 * has fallen back to English (a missing key, a text not passed through t()). The unit tier checks
 * the translations themselves (scripts/translations-not-english.test.ts).
 */
export async function englishTextsFor(language: 'mk' | 'sq'): Promise<Set<string>> {
  const [en, translated] = await Promise.all([bundled('en'), bundled(language)]);
  return new Set(
    Object.entries(en)
      .filter(([key, text]) => translated[key] !== text && !text.includes('{{'))
      .map(([, text]) => text.trim())
      .filter((text) => text.split(/\s+/).length >= 2),
  );
}

/** The visible lines of the page that are English interface texts. */
export async function englishOnScreen(page: Page, english: ReadonlySet<string>): Promise<string[]> {
  const lines = await page.evaluate(() => document.body.innerText.split('\n'));
  return [...new Set(lines.map((line) => line.trim()).filter((line) => english.has(line)))];
}
