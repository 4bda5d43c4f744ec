import { globSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { placeholdersOf } from '@atrium/contract/translations';

/**
 * The interface keys as the running server knows them: the English locale files of the web app and
 * the provider's texts (under `provider.`), read once per process. scripts/translation-keys.ts is
 * the fuller registry (descriptions, where used) that CI checks; this is what the editor lists and
 * what publishing checks against (docs/product/translations.md#key-registry).
 */
export interface CatalogueEntry {
  key: string;
  screen: string;
  /** English; the `other` form for a plural key. */
  source: string;
  sourcePlural: Record<string, string> | null;
  args: string[];
}

type Flat = Record<string, string>;
export interface Catalogue {
  entries: Map<string, CatalogueEntry>;
  /** The texts bundled with the web app and provider, flat as i18next reads them. */
  bundled: { en: Flat; mk: Flat; sq: Flat };
}

const repository = path.resolve(import.meta.dirname, '../../../../..');
const WEB_LOCALES = 'apps/web/src';
const PROVIDER_I18N = 'apps/idp/src/i18n.ts';
const PROVIDER_PREFIX = 'provider.';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (typeof value === 'string') into[prefix] = value;
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

async function importFile(file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(path.join(repository, file)).href)) as Record<string, unknown>;
}

async function loadLanguage(language: 'en' | 'mk' | 'sq'): Promise<Flat> {
  const flat: Flat = {};
  const shell = await importFile(`${WEB_LOCALES}/i18n/locales/${language}.ts`);
  flatten(shell[language], '', flat);
  const features = globSync(`${WEB_LOCALES}/features/*/locales/${language}.ts`, { cwd: repository }).sort();
  for (const file of features) flatten((await importFile(file)).strings, '', flat);
  const provider = (await importFile(PROVIDER_I18N)) as { messages: (locale: string) => object };
  flatten(provider.messages(language), PROVIDER_PREFIX.slice(0, -1), flat);
  return flat;
}

/** Groups flat English texts into keys, plural variants under their base key. */
function catalogueEntries(english: Flat): Map<string, CatalogueEntry> {
  const entries = new Map<string, CatalogueEntry>();
  for (const [flatKey, text] of Object.entries(english)) {
    const category = PLURAL_SUFFIX.exec(flatKey)?.[1];
    const base = flatKey.replace(PLURAL_SUFFIX, '');
    const plural = category !== undefined && `${base}_other` in english;
    const key = plural ? base : flatKey;
    const entry = entries.get(key) ?? {
      key,
      screen: key.split('.')[0] === 'provider' ? 'provider' : (key.split('.')[0] ?? key),
      source: text,
      sourcePlural: plural ? {} : null,
      args: [],
    };
    if (plural && category) {
      entry.sourcePlural![category] = text;
      if (category === 'other') entry.source = text;
    }
    entry.args = [...new Set([...entry.args, ...placeholdersOf(text)])].sort();
    entries.set(key, entry);
  }
  return new Map([...entries.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

let loading: Promise<Catalogue> | undefined;

export function loadCatalogue(): Promise<Catalogue> {
  loading ??= (async () => {
    const [en, mk, sq] = await Promise.all([loadLanguage('en'), loadLanguage('mk'), loadLanguage('sq')]);
    return { entries: catalogueEntries(en), bundled: { en, mk, sq } };
  })();
  return loading;
}
