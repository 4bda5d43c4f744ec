import { and, eq } from 'drizzle-orm';
import type { createTemplate } from '@atrium/contract/templates';
import { documentTemplates, documentTemplateVersions, storedFiles } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { assertKindModule } from './template-access.ts';
import { readTemplateDetail } from './template-queries.ts';
import { addTemplateVersion } from './template-versions.ts';

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
