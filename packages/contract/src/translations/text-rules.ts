/**
 * Rules every translated text obeys, shared by the server (which enforces them) and the editor
 * (which shows them while typing): docs/product/translations.md#rules-for-a-value.
 */

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.]*)\s*(?:,[^}]*)?\}\}/g;

/** Names of the `{{placeholders}}` of a text, sorted, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

/**
 * What is wrong with a value's placeholders against its English source: names it lacks and names
 * the source does not have. An empty result means the placeholders are fine.
 */
export function placeholderProblems(source: string, value: string): { missing: string[]; unknown: string[] } {
  const wanted = placeholdersOf(source);
  const found = placeholdersOf(value);
  return {
    missing: wanted.filter((name) => !found.includes(name)),
    unknown: found.filter((name) => !wanted.includes(name)),
  };
}

const TAG = /<\/?\s*[A-Za-z][\w-]*(?:\s[^<>]*)?\/?\s*>/g;

/** The markup tags of a text as written (`<b>`, `</b>`, `<a href="…">`), each once. */
export function tagsOf(text: string): string[] {
  return [...new Set(text.match(TAG) ?? [])];
}

/**
 * Tags a value has that its English text does not. The interface shows every text as written,
 * never as markup (decision 079), so a translation may carry only the tags its English has: none
 * today. A tag passed through would show as `<b>` on screen, and a translator is not trusted to
 * add links or scripts either.
 */
export function markupProblems(source: string, value: string): string[] {
  const allowed = tagsOf(source);
  return tagsOf(value).filter((tag) => !allowed.includes(tag));
}

/** CLDR plural categories a language's cardinal numbers use (mk and sq: one, other). */
export function pluralCategoriesOf(language: string): string[] {
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const used = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  return order.filter((category) => used.includes(category));
}

/** The CLDR plural category of a count in a language (mk: 21 → one, 11 → other). */
export function pluralCategoryOf(language: string, count: number): string {
  return new Intl.PluralRules(language).select(count);
}
