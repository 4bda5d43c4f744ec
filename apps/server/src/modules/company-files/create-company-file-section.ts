import { eq, max } from 'drizzle-orm';
import { MAX_SECTIONS_PER_COMPANY, type createCompanyFileSection } from '@atrium/contract/company-files';
import { companyFileSections } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { listSections, sectionNamed } from './company-file-queries.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { nameTaken } from './section-errors.ts';

export const createCompanyFileSectionHandler: OperationHandler<typeof createCompanyFileSection> = async ({
  body,
  context,
  deps,
}) => {
  const section = await context.withTenant(async (tx) => {
    const sections = await listSections(tx, context.companyId);
    if (sections.length >= MAX_SECTIONS_PER_COMPANY) {
      throw conflict(`A company can have at most ${MAX_SECTIONS_PER_COMPANY} sections.`);
    }
    if (await sectionNamed(tx, context.companyId, body.name)) throw nameTaken();
    const [last] = await tx
      .select({ value: max(companyFileSections.sortOrder) })
      .from(companyFileSections)
      .where(eq(companyFileSections.companyId, context.companyId));
    const [row] = await tx
      .insert(companyFileSections)
      .values({ companyId: context.companyId, name: body.name, sortOrder: (last?.value ?? -1) + 1 })
      .returning();
    return { companyDetailSectionId: row!.id, name: row!.name, sortOrder: row!.sortOrder, fileCount: 0 };
  });
  await deps.audit.record(context, {
    action: 'company_files.section_created',
    target: section.companyDetailSectionId,
  });
  return section;
};
