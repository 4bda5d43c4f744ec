import type { addGlossaryTerm } from '@atrium/contract/translations';
import { translationGlossaryTerms } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { glossaryTerm, refuseDuplicateTerm } from './glossary-queries.ts';
import { languageRights } from './translation-queries.ts';

/** Agrees a term for a language; any translator of the language may, reviewers or not. */
export const addGlossaryTermHandler: OperationHandler<typeof addGlossaryTerm> = async ({
  params: { languageIsoCode },
  body,
  context,
  reply,
}) => {
  const created = await context.withTenant(async (tx) => {
    await languageRights(tx, context, languageIsoCode);
    await refuseDuplicateTerm(tx, languageIsoCode, body.term);
    const [row] = await tx
      .insert(translationGlossaryTerms)
      .values({ languageIsoCode, ...body, updatedBy: context.userId })
      .returning({ id: translationGlossaryTerms.id });
    return glossaryTerm(tx, languageIsoCode, row!.id);
  });
  reply.code(201);
  return created;
};
