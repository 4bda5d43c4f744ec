import type { FieldError } from '@atrium/contract/errors';
import {
  markupProblems,
  placeholderProblems,
  pluralCategoriesOf,
  type TranslationText,
} from '@atrium/contract/translations';
import type { CatalogueEntry } from './key-catalogue.ts';

/** The English a value's tags are checked against: the source with all its plural forms. */
function englishOf(entry: CatalogueEntry): string {
  return [entry.source, ...Object.values(entry.sourcePlural ?? {})].join('\n');
}

/** Why a text carrying tags its English lacks is refused: the interface shows texts as written. */
function markupMessage(tag: string): string {
  return `The tag ${tag} is not in the English text; texts are shown as written, without markup.`;
}

/**
 * What keeps a value from being published: a wrong placeholder, a missing plural form or a tag
 * its English lacks (docs/product/translations.md#rules-for-a-value). A plural form may leave out
 * {{count}}.
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
      for (const tag of markupProblems(englishOf(entry), form))
        problems.push(`The plural form "${category}": ${markupMessage(tag)}`);
    }
    return problems;
  }
  if (typeof value !== 'string') return ['This key has no plural forms; give one text.'];
  if (value.trim() === '') return ['The text is empty.'];
  const { missing, unknown } = placeholderProblems(entry.source, value);
  return [
    ...missing.map((name) => `The placeholder {{${name}}} is missing.`),
    ...unknown.map((name) => `The placeholder {{${name}}} is not in the English text.`),
    ...markupProblems(englishOf(entry), value).map(markupMessage),
  ];
}

/**
 * The fields of a value carrying tags its English lacks (`body.value`, or `body.value.one` for a
 * plural form), each naming the first such tag: such a value is refused outright, not kept
 * (decision 079).
 */
export function markupFields(entry: CatalogueEntry, value: TranslationText): FieldError[] {
  const forms = typeof value === 'string' ? [['', value] as const] : Object.entries(value);
  return forms.flatMap(([category, text]) => {
    const [tag] = markupProblems(englishOf(entry), text);
    return tag
      ? [{ path: category ? `body.value.${category}` : 'body.value', message: markupMessage(tag) }]
      : [];
  });
}

/** A value as stored: plural forms limited to the language's. */
export function cleanValue(entry: CatalogueEntry, language: string, value: TranslationText): TranslationText {
  if (typeof value === 'string') return value;
  const categories = pluralCategoriesOf(language);
  return Object.fromEntries(
    Object.entries(value).filter(([category]) => categories.includes(category) || !entry.sourcePlural),
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
