import { and, eq } from 'drizzle-orm';
import type { downloadTemplateVersion } from '@atrium/contract/templates';
import { documentTemplates, documentTemplateVersions, storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { FileHandler } from '../../platform/operations/module-operations.ts';
import { assertKindModule } from './template-access.ts';

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
