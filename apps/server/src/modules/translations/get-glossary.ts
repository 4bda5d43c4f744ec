import type { getGlossary, GlossaryTerm } from '@atrium/contract/translations';
import type { OperationInput } from '../../platform/operations/module-operations.ts';
import { glossaryTerms } from './glossary-queries.ts';
import { languageRights } from './translation-queries.ts';

/** The agreed terms of a language, for its translators and SUPERADMIN. */
export async function getGlossaryHandler({
  params: { languageIsoCode },
  context,
}: OperationInput<typeof getGlossary>): Promise<GlossaryTerm[]> {
  return context.withTenant(async (tx) => {
    await languageRights(tx, context, languageIsoCode);
    return glossaryTerms(tx, languageIsoCode);
  });
}
