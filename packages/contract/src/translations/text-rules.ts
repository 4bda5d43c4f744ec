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

/** The markup a translator may keep; any other tag is removed, its text kept. */
export const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'br'] as const;

/**
 * Strips markup from a value except bare allowed tags (`<b>`, `</em>`, `<br/>`), which keep no
 * attributes. Texts are rendered escaped anyway; this keeps what is stored plain.
 */
export function stripMarkup(value: string): string {
  return value.replace(/<\/?\s*([A-Za-z][\w-]*)([^>]*)>/g, (tag, name: string) => {
    const lower = name.toLowerCase();
    if (!(ALLOWED_TAGS as readonly string[]).includes(lower)) return '';
    if (tag.startsWith('</')) return `</${lower}>`;
    return lower === 'br' ? '<br/>' : `<${lower}>`;
  });
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
