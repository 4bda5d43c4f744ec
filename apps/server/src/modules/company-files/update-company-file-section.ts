import { eq } from 'drizzle-orm';
import { type updateCompanyFileSection } from '@atrium/contract/company-files';
import { companyFileSections } from '../../db/schema/index.ts';
import { filesInSection, findSection, sectionNamed } from './company-file-queries.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { nameTaken, sectionNotFound } from './section-errors.ts';

export const updateCompanyFileSectionHandler: OperationHandler<typeof updateCompanyFileSection> = async ({
  body,
  context,
  deps,
}) => {
  const section = await context.withTenant(async (tx) => {
    const current = await findSection(tx, context.companyId, body.companyDetailSectionId, { lock: true });
    if (!current) throw sectionNotFound();
    if (await sectionNamed(tx, context.companyId, body.name, current.id)) throw nameTaken();
    await tx
      .update(companyFileSections)
      .set({ name: body.name })
      .where(eq(companyFileSections.id, current.id));
    return {
      companyDetailSectionId: current.id,
      name: body.name,
      sortOrder: current.sortOrder,
      fileCount: await filesInSection(tx, current.id),
    };
  });
  await deps.audit.record(context, {
    action: 'company_files.section_renamed',
    target: section.companyDetailSectionId,
  });
  return section;
};
