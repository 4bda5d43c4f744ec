import { and, eq, ne, sql } from 'drizzle-orm';
import type { GlossaryTerm } from '@atrium/contract/translations';
import type { Transaction } from '../../db/database.ts';
import { translationGlossaryTerms, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';

/** A language's agreed terms (docs/product/translations.md#glossary), alphabetically by term. */
export async function glossaryTerms(
  tx: Transaction,
  language: string,
  onlyId?: string,
): Promise<GlossaryTerm[]> {
  const rows = await tx
    .select({ term: translationGlossaryTerms, updatedByName: users.name })
    .from(translationGlossaryTerms)
    .leftJoin(users, eq(users.id, translationGlossaryTerms.updatedBy))
    .where(
      and(
        eq(translationGlossaryTerms.languageIsoCode, language),
        onlyId ? eq(translationGlossaryTerms.id, onlyId) : undefined,
      ),
    );
  return rows
    .map(({ term, updatedByName }) => ({
      id: term.id,
      languageIsoCode: term.languageIsoCode as GlossaryTerm['languageIsoCode'],
      term: term.term,
      translation: term.translation,
      note: term.note,
      updatedAt: term.updatedAt.toISOString(),
      updatedByName,
    }))
    .sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
}

export async function glossaryTerm(tx: Transaction, language: string, id: string): Promise<GlossaryTerm> {
  const [term] = await glossaryTerms(tx, language, id);
  if (!term) throw notFound('The glossary term');
  return term;
}

/** One entry per term, whatever its case: 409 naming the field when another entry has it. */
export async function refuseDuplicateTerm(
  tx: Transaction,
  language: string,
  term: string,
  exceptId?: string,
): Promise<void> {
  const [taken] = await tx
    .select({ id: translationGlossaryTerms.id })
    .from(translationGlossaryTerms)
    .where(
      and(
        eq(translationGlossaryTerms.languageIsoCode, language),
        sql`lower(${translationGlossaryTerms.term}) = lower(${term})`,
        exceptId ? ne(translationGlossaryTerms.id, exceptId) : undefined,
      ),
    );
  if (taken) {
    throw conflict('The glossary already has this term.', [
      { path: 'body.term', message: 'This term is already in the glossary.' },
    ]);
  }
}
