import type { getGlossary } from '@atrium/contract/translations';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { glossaryTerms } from './glossary-queries.ts';
import { languageRights } from './translation-queries.ts';

/** The agreed terms of a language, for its translators and SUPERADMIN. */
export const getGlossaryHandler: OperationHandler<typeof getGlossary> = async ({
  params: { languageIsoCode },
  context,
}) => {
  return context.withTenant(async (tx) => {
    await languageRights(tx, context, languageIsoCode);
    return glossaryTerms(tx, languageIsoCode);
  });
};
