import { and, eq } from 'drizzle-orm';
import type { deleteGlossaryTerm } from '@atrium/contract/translations';
import { translationGlossaryTerms } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { languageRights } from './translation-queries.ts';

/** Removes an agreed term of a language. */
export const deleteGlossaryTermHandler: OperationHandler<typeof deleteGlossaryTerm> = async ({
  params: { languageIsoCode, termId },
  context,
  reply,
}) => {
  await context.withTenant(async (tx) => {
    await languageRights(tx, context, languageIsoCode);
    const removed = await tx
      .delete(translationGlossaryTerms)
      .where(
        and(
          eq(translationGlossaryTerms.id, termId),
          eq(translationGlossaryTerms.languageIsoCode, languageIsoCode),
        ),
      )
      .returning({ id: translationGlossaryTerms.id });
    if (removed.length === 0) throw notFound('The glossary term');
  });
  reply.code(204);
  return undefined;
};
