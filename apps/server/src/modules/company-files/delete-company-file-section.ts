import { eq } from 'drizzle-orm';
import { type deleteCompanyFileSection } from '@atrium/contract/company-files';
import { companyFileSections } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { filesInSection, findSection } from './company-file-queries.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { sectionNotFound } from './section-errors.ts';

export const deleteCompanyFileSectionHandler: OperationHandler<typeof deleteCompanyFileSection> = async ({
  query,
  context,
  deps,
}) => {
  await context.withTenant(async (tx) => {
    const section = await findSection(tx, context.companyId, query.companyDetailSectionId, { lock: true });
    if (!section) throw sectionNotFound();
    const files = await filesInSection(tx, section.id);
    if (files > 0) {
      throw conflict(`The section still holds ${files} file(s); delete them first.`, [
        { path: 'query.companyDetailSectionId', message: 'section is not empty' },
      ]);
    }
    await tx.delete(companyFileSections).where(eq(companyFileSections.id, section.id));
  });
  await deps.audit.record(context, {
    action: 'company_files.section_deleted',
    target: query.companyDetailSectionId,
  });
  return undefined;
};
