import { eq, max } from 'drizzle-orm';
import {
  MAX_SECTIONS_PER_COMPANY,
  type createCompanyFileSection,
  type deleteCompanyFileSection,
  type reorderCompanyFileSections,
  type updateCompanyFileSection,
} from '@atrium/contract/company-files';
import { companyFileSections } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { conflict, notFound, validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import { filesInSection, findSection, listSections, sectionNamed } from './company-file-queries.ts';

const nameTaken = () =>
  conflict('A section with this name exists already.', [
    { path: 'body.name', message: 'is already used by another section' },
  ]);
const sectionNotFound = () => notFound('The section');

function audit(
  platform: Platform,
  context: MemberContext,
  action: string,
  target: string,
  details?: Record<string, unknown>,
) {
  return recordAudit(platform.database, {
    companyId: context.companyId,
    actorUserId: context.userId,
    action,
    target,
    details: details ?? null,
    requestId: context.requestId,
  });
}

export function handleCreateSection(platform: Platform): OperationHandler<typeof createCompanyFileSection> {
  return async ({ body, context }) => {
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
    await audit(platform, context, 'company_files.section_created', section.companyDetailSectionId);
    return section;
  };
}

export function handleRenameSection(platform: Platform): OperationHandler<typeof updateCompanyFileSection> {
  return async ({ body, context }) => {
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
    await audit(platform, context, 'company_files.section_renamed', section.companyDetailSectionId);
    return section;
  };
}

export function handleReorderSections(
  platform: Platform,
): OperationHandler<typeof reorderCompanyFileSections> {
  return async ({ body, context }) => {
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
    await audit(platform, context, 'company_files.sections_reordered', context.companyId, {
      order: body.sectionIds,
    });
    return { sections };
  };
}

export function handleDeleteSection(platform: Platform): OperationHandler<typeof deleteCompanyFileSection> {
  return async ({ query, context }) => {
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
    await audit(platform, context, 'company_files.section_deleted', query.companyDetailSectionId);
    return undefined;
  };
}
