import type { GlossaryTerm } from '@atrium/contract/translations';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The glossary terms that appear in an English text: whole words, whatever their case, an English
 * plural ("shift" finds "Shifts") included (docs/product/translations.md#glossary).
 */
export function glossaryTermsIn(texts: readonly string[], terms: readonly GlossaryTerm[]): GlossaryTerm[] {
  const source = texts.join('\n');
  return terms.filter((term) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escape(term.term)}(?:s|es)?(?![\\p{L}\\p{N}])`, 'iu').test(source),
  );
}
