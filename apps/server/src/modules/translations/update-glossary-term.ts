import { and, eq } from 'drizzle-orm';
import type { updateGlossaryTerm } from '@atrium/contract/translations';
import { translationGlossaryTerms } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { glossaryTerm, refuseDuplicateTerm } from './glossary-queries.ts';
import { languageRights } from './translation-queries.ts';

/** Changes an agreed term of a language; a term of another language answers 404. */
export const updateGlossaryTermHandler: OperationHandler<typeof updateGlossaryTerm> = async ({
  params: { languageIsoCode, termId },
  body,
  context,
}) => {
  return context.withTenant(async (tx) => {
    await languageRights(tx, context, languageIsoCode);
    await glossaryTerm(tx, languageIsoCode, termId);
    await refuseDuplicateTerm(tx, languageIsoCode, body.term, termId);
    await tx
      .update(translationGlossaryTerms)
      .set({ ...body, updatedBy: context.userId })
      .where(
        and(
          eq(translationGlossaryTerms.id, termId),
          eq(translationGlossaryTerms.languageIsoCode, languageIsoCode),
        ),
      );
    return glossaryTerm(tx, languageIsoCode, termId);
  });
};
