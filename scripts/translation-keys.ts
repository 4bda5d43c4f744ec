// The key registry of the interface texts (docs/product/translations.md#key-registry): every key of
// the English locale files of the web app and of the provider's pages and e-mails, with its English
// source, the description written above it, its arguments, its plural forms and where it is used.
//
//   node scripts/translation-keys.ts          prints a summary, the keys missing in English, unused keys
//   node scripts/translation-keys.ts --json   prints the whole registry as JSON
//
// scripts/translation-keys.test.ts fails when code uses a key that English does not have, or asks
// for a text without a value for one of its {{placeholders}}.
import { placeholdersOf } from '@atrium/contract/translations';
import { missingKeys, type Unfilled, unfilledArguments } from './translation-keys/key-checks.ts';
import { usages } from './translation-keys/key-usage.ts';
import { definedTexts, PROVIDER_FILE, PROVIDER_PREFIX } from './translation-keys/locale-texts.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export interface RegistryKey {
  /** Dotted key as the code asks for it (a plural key without its `_one`/`_other` suffix). */
  key: string;
  /** English text; for a plural key, the `other` form. */
  source: string;
  /** The comment written above the key (or above its nearest commented parent), if any. */
  description: string;
  /** Names of the `{{placeholders}}` the text takes. */
  args: string[];
  /** English text per CLDR plural category, for plural keys only. */
  plural: Record<string, string> | null;
  /** Locale file (repository path) the key is defined in. */
  file: string;
  /** Source files (repository paths) that name the key, or a prefix of it. */
  usedIn: string[];
}

export interface KeyRegistry {
  keys: RegistryKey[];
  /** Keys code asks for by their full literal name that English lacks, with where. */
  missing: { key: string; file: string }[];
  /** English keys no code names, not even through a prefix such as `screens.${screen}`. */
  unused: string[];
  /** t() calls that pass no value for a placeholder their English text names, with where. */
  unfilled: Unfilled[];
}

/** Builds the registry from the locale files and the web app's code. */
export function extractKeyRegistry(): KeyRegistry {
  const texts = definedTexts();
  const byKey = new Map<string, RegistryKey>();
  const textKeys = new Set(texts.map((text) => text.key));
  for (const text of texts) {
    const category = PLURAL_SUFFIX.exec(text.key)?.[1];
    const base = category ? text.key.replace(PLURAL_SUFFIX, '') : text.key;
    const isPlural = category !== undefined && textKeys.has(`${base}_other`);
    const key = isPlural ? base : text.key;
    const entry = byKey.get(key) ?? {
      key,
      source: text.text,
      description: text.description,
      args: [],
      plural: isPlural ? {} : null,
      file: text.file,
      usedIn: [],
    };
    if (isPlural && category) {
      entry.plural![category] = text.text;
      if (category === 'other') entry.source = text.text;
    }
    entry.args = [...new Set([...entry.args, ...placeholdersOf(text.text)])].sort();
    byKey.set(key, entry);
  }

  const keys = [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
  const usage = usages(new Set([...byKey.keys(), ...textKeys]));
  const prefixes = [...usage.prefixes.entries()];
  for (const entry of keys) {
    const files = new Set<string>(usage.exact.get(entry.key));
    for (const [prefix, where] of prefixes) {
      if (entry.key.startsWith(prefix)) where.forEach((file) => files.add(file));
    }
    if (entry.key.startsWith(PROVIDER_PREFIX)) files.add(PROVIDER_FILE);
    entry.usedIn = [...files].sort();
  }
  const missing = missingKeys(usage, new Set([...byKey.keys(), ...textKeys]));
  const unused = keys.filter((entry) => entry.usedIn.length === 0).map((entry) => entry.key);
  return { keys, missing, unused, unfilled: unfilledArguments(usage, keys) };
}

if (import.meta.filename === process.argv[1]) {
  const registry = extractKeyRegistry();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(registry.keys, null, 2));
  } else {
    console.log(`${registry.keys.length} keys`);
    for (const { key, file } of registry.missing) console.log(`missing in English: ${key} (${file})`);
    for (const key of registry.unused) console.log(`unused: ${key}`);
    for (const { key, file, unfilled } of registry.unfilled) {
      console.log(`no value for {{${unfilled.join('}}, {{')}}}: ${key} (${file})`);
    }
  }
  process.exitCode = registry.missing.length > 0 || registry.unfilled.length > 0 ? 1 : 0;
}
