import { eq } from 'drizzle-orm';
import { type reorderCompanyFileSections } from '@atrium/contract/company-files';
import { companyFileSections } from '../../db/schema/index.ts';
import { validationFailed } from '../../platform/errors/app-error.ts';
import { listSections } from './company-file-queries.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

export const reorderCompanyFileSectionsHandler: OperationHandler<typeof reorderCompanyFileSections> = async ({
  body,
  context,
  deps,
}) => {
  const sections = await context.withTenant(async (tx) => {
    const current = await listSections(tx, context.companyId);
    const known = new Set(current.map((section) => section.companyDetailSectionId));
    const wanted = new Set(body.sectionIds);
    if (
      wanted.size !== body.sectionIds.length ||
      wanted.size !== known.size ||
      [...wanted].some((id) => !known.has(id))
    ) {
      throw validationFailed('The order must name every section exactly once.', [
        { path: 'body.sectionIds', message: 'must list each section of the company exactly once' },
      ]);
    }
    for (const [index, id] of body.sectionIds.entries()) {
      await tx.update(companyFileSections).set({ sortOrder: index }).where(eq(companyFileSections.id, id));
    }
    return listSections(tx, context.companyId);
  });
  await deps.audit.record(context, {
    action: 'company_files.sections_reordered',
    target: context.companyId,
    details: {
      order: body.sectionIds,
    },
  });
  return { sections };
};
