import { and, eq } from 'drizzle-orm';
import type {
  createTemplate,
  downloadTemplateVersion,
  getTagCatalogue,
  getTemplate,
  getTemplates,
  updateTemplate,
} from '@atrium/contract/templates';
import { documentTemplates, documentTemplateVersions, storedFiles } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { FileHandler, OperationHandler } from '../../platform/operations/module-operations.ts';
import { readCatalogueSections, tagCatalogue } from './tag-catalogue.ts';
import { assertKindModule } from './template-access.ts';
import { findTemplate, readTemplateDetail, readTemplates, templateNotFound } from './template-queries.ts';
import { addTemplateVersion } from './template-versions.ts';

export const getTemplatesHandler: OperationHandler<typeof getTemplates> = async ({ query, context }) => {
  assertKindModule(context, query.kind);
  return context.withTenant((tx) => readTemplates(tx, context.companyId, query.kind));
};

export const getTemplateHandler: OperationHandler<typeof getTemplate> = ({ query, context }) =>
  context.withTenant(async (tx) => {
    const template = await findTemplate(tx, context.companyId, query.companyUserTemplateId);
    if (!template) throw templateNotFound();
    assertKindModule(context, template.kind);
    return readTemplateDetail(tx, template);
  });

export const getTagCatalogueHandler: OperationHandler<typeof getTagCatalogue> = async ({
  query,
  context,
}) => {
  assertKindModule(context, query.kind);
  return context.withTenant(async (tx) =>
    tagCatalogue(query.kind, await readCatalogueSections(tx, context.companyId)),
  );
};

/** A template from a file uploaded to the create path that no template uses yet. */
export const createTemplateHandler: OperationHandler<typeof createTemplate> = async ({
  body,
  context,
  deps,
}) => {
  assertKindModule(context, body.kind);
  const detail = await context.withTenant(async (tx) => {
    const [file] = await tx
      .select({ file: storedFiles, usedBy: documentTemplateVersions.id })
      .from(storedFiles)
      .leftJoin(documentTemplateVersions, eq(documentTemplateVersions.fileId, storedFiles.id))
      .where(and(eq(storedFiles.companyId, context.companyId), eq(storedFiles.id, body.fileId)))
      .for('update', { of: storedFiles });
    if (!file || file.file.kind !== 'template' || file.usedBy !== null) {
      throw new AppError('NOT_FOUND', 'The uploaded template file was not found.', {
        fields: [{ path: 'body.fileId', message: 'is not a template file uploaded for a new template' }],
      });
    }
    const [template] = await tx
      .insert(documentTemplates)
      .values({ companyId: context.companyId, name: body.name, kind: body.kind, language: body.language })
      .returning();
    await addTemplateVersion(tx, {
      companyId: context.companyId,
      templateId: template!.id,
      kind: body.kind,
      fileId: file.file.id,
      fileSha256: file.file.sha256,
      data: await deps.storage.get(file.file.storageKey),
      memberId: context.companyMemberId,
    });
    return readTemplateDetail(tx, template!);
  });
  await deps.audit.record(context, {
    action: 'templates.template_created',
    target: detail.companyUserTemplateId,
    details: { kind: detail.kind, language: detail.language },
  });
  return detail;
};

export const updateTemplateHandler: OperationHandler<typeof updateTemplate> = async ({
  body,
  context,
  deps,
}) => {
  const detail = await context.withTenant(async (tx) => {
    const template = await findTemplate(tx, context.companyId, body.companyUserTemplateId, { lock: true });
    if (!template) throw templateNotFound();
    assertKindModule(context, template.kind);
    const [updated] = await tx
      .update(documentTemplates)
      .set({ name: body.name, language: body.language, updatedAt: new Date() })
      .where(and(eq(documentTemplates.companyId, context.companyId), eq(documentTemplates.id, template.id)))
      .returning();
    return readTemplateDetail(tx, updated!);
  });
  await deps.audit.record(context, {
    action: 'templates.template_updated',
    target: detail.companyUserTemplateId,
  });
  return detail;
};

/** A version's file, always as an attachment and never cached. */
export const downloadTemplateVersionHandler: FileHandler<typeof downloadTemplateVersion> = async ({
  query,
  context,
}) => {
  const found = await context.withTenant(async (tx) => {
    const [row] = await tx
      .select({ file: storedFiles, kind: documentTemplates.kind })
      .from(documentTemplateVersions)
      .innerJoin(storedFiles, eq(storedFiles.id, documentTemplateVersions.fileId))
      .innerJoin(documentTemplates, eq(documentTemplates.id, documentTemplateVersions.templateId))
      .where(
        and(
          eq(documentTemplateVersions.companyId, context.companyId),
          eq(documentTemplateVersions.fileId, query.fileId),
        ),
      );
    return row;
  });
  if (!found) throw notFound('The template file');
  assertKindModule(context, found.kind);
  return { file: found.file, disposition: 'attachment', cacheControl: 'private, no-store' };
};
