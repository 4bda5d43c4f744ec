import { and, eq } from 'drizzle-orm';
import type { reorderDetailSections } from '@atrium/contract/human-resources';
import { detailSections } from '../../db/schema/index.ts';
import { validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { readSectionDefinitions } from './section-definition-queries.ts';

/** Puts the sections in the order given; the list must name each live section exactly once. */
export const reorderDetailSectionsHandler: OperationHandler<typeof reorderDetailSections> = async ({
  body,
  context,
}) =>
  context.withTenant(async (tx) => {
    const current = await readSectionDefinitions(tx, context.companyId);
    const known = new Set(current.map((section) => section.sectionId));
    const named = new Set(body.sectionIds);
    if (
      named.size !== body.sectionIds.length ||
      named.size !== known.size ||
      body.sectionIds.some((id) => !known.has(id))
    ) {
      throw validationFailed('The order must name every section once.', [
        { path: 'body.sectionIds', message: 'must name every section of the company once' },
      ]);
    }
    for (const [index, id] of body.sectionIds.entries()) {
      await tx
        .update(detailSections)
        .set({ sortOrder: index })
        .where(and(eq(detailSections.companyId, context.companyId), eq(detailSections.id, id)));
    }
    return readSectionDefinitions(tx, context.companyId);
  });
