import {
  placeholderProblems,
  pluralCategoriesOf,
  stripMarkup,
  type TranslationText,
} from '@atrium/contract/translations';
import type { CatalogueEntry } from './key-catalogue.ts';

/**
 * What keeps a value from being published: a wrong placeholder or a missing plural form
 * (docs/product/translations.md#rules-for-a-value). A plural form may leave out {{count}}.
 */
export function valueProblems(entry: CatalogueEntry, language: string, value: TranslationText): string[] {
  if (entry.sourcePlural) {
    if (typeof value === 'string') return ['Give one text per plural form.'];
    const problems: string[] = [];
    for (const category of pluralCategoriesOf(language)) {
      const form = value[category];
      if (form === undefined || form.trim() === '') {
        problems.push(`The plural form "${category}" is missing.`);
        continue;
      }
      const { missing, unknown } = placeholderProblems(entry.source, form);
      for (const name of missing.filter((name) => name !== 'count'))
        problems.push(`The plural form "${category}" lacks {{${name}}}.`);
      for (const name of unknown) problems.push(`The plural form "${category}" has an unknown {{${name}}}.`);
    }
    return problems;
  }
  if (typeof value !== 'string') return ['This key has no plural forms; give one text.'];
  if (value.trim() === '') return ['The text is empty.'];
  const { missing, unknown } = placeholderProblems(entry.source, value);
  return [
    ...missing.map((name) => `The placeholder {{${name}}} is missing.`),
    ...unknown.map((name) => `The placeholder {{${name}}} is not in the English text.`),
  ];
}

/** A value as stored: markup stripped but for the allowed tags, plural forms limited to the language's. */
export function cleanValue(entry: CatalogueEntry, language: string, value: TranslationText): TranslationText {
  if (typeof value === 'string') return stripMarkup(value);
  const categories = pluralCategoriesOf(language);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([category]) => categories.includes(category) || !entry.sourcePlural)
      .map(([category, text]) => [category, stripMarkup(text)]),
  );
}

/** The flat i18next messages of one value: `key`, or `key_one`, `key_other`, … */
export function flatMessages(entry: CatalogueEntry, value: TranslationText): Record<string, string> {
  if (typeof value === 'string') return { [entry.key]: value };
  return Object.fromEntries(
    Object.entries(value).map(([category, text]) => [`${entry.key}_${category}`, text]),
  );
}

/** The value of a key read back from flat messages (a plural key from its `_category` entries). */
export function valueFromFlat(
  entry: CatalogueEntry,
  language: string,
  flat: Record<string, string>,
): TranslationText | undefined {
  if (!entry.sourcePlural) return flat[entry.key];
  const forms: Record<string, string> = {};
  for (const category of pluralCategoriesOf(language)) {
    const text = flat[`${entry.key}_${category}`];
    if (text !== undefined) forms[category] = text;
  }
  return Object.keys(forms).length > 0 ? forms : undefined;
}
