import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createCompanyFileSection,
  deleteCompanyFile,
  deleteCompanyFileSection,
  downloadCompanyFile,
  getCompanyFiles,
  MAX_FILES_PER_SECTION,
  reorderCompanyFileSections,
  updateCompanyFileSection,
  uploadCompanyFile,
} from '@atrium/contract/company-files';
import { companyFiles, storedFiles } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { registerOperation } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import { registerFileOperation } from '../../platform/uploads/register-file-operation.ts';
import { registerUploadOperation } from '../../platform/uploads/register-upload-operation.ts';
import { uploadsPlatform } from '../../platform/uploads/uploads-platform.ts';
import {
  companyFileUrl,
  filesInSection,
  findCompanyFile,
  findSection,
  readCompanyFiles,
} from './company-file-queries.ts';
import {
  handleCreateSection,
  handleDeleteSection,
  handleRenameSection,
  handleReorderSections,
} from './section-handlers.ts';

const sectionMissing = () => notFound('The section');

/** Company files (ADMIN/OWNER): sections, upload into a section, list, download, delete. */
export async function registerCompanyFilesModule(app: FastifyInstance, platform: Platform): Promise<void> {
  const { storage } = await uploadsPlatform(app);

  registerOperation(app, getCompanyFiles, async ({ context }) =>
    context.withTenant((tx) => readCompanyFiles(tx, context.companyId)),
  );
  registerOperation(app, createCompanyFileSection, handleCreateSection(platform));
  registerOperation(app, updateCompanyFileSection, handleRenameSection(platform));
  registerOperation(app, reorderCompanyFileSections, handleReorderSections(platform));
  registerOperation(app, deleteCompanyFileSection, handleDeleteSection(platform));

  await registerUploadOperation(app, {
    operation: uploadCompanyFile,
    // Every chunk: the section must be the caller's company's, before any byte is kept.
    async validate(fields, { tx, request }) {
      const section = await findSection(tx, request.companyId, fields.companyDetailSectionId!);
      if (!section) throw sectionMissing();
    },
    async onComplete(file, fields, { tx, request }) {
      const section = await findSection(tx, request.companyId, fields.companyDetailSectionId!, {
        lock: true,
      });
      if (!section) throw sectionMissing();
      if ((await filesInSection(tx, section.id)) >= MAX_FILES_PER_SECTION) {
        throw conflict(`A section holds at most ${MAX_FILES_PER_SECTION} files.`, [
          { path: 'body.companyDetailSectionId', message: 'section is full' },
        ]);
      }
      await tx
        .insert(companyFiles)
        .values({ fileId: file.id, companyId: request.companyId, sectionId: section.id });
      return {
        audit: {
          action: 'company_files.file_uploaded',
          target: file.id,
          details: { sectionId: section.id, size: file.size, contentType: file.contentType },
        },
      };
    },
    urlFor: (file) => companyFileUrl(file.id),
  });

  await registerFileOperation(app, downloadCompanyFile, async ({ query, context }) => {
    const found = await context.withTenant((tx) => findCompanyFile(tx, context.companyId, query.fileId));
    if (!found) throw notFound('The file');
    return { file: found.file, disposition: 'attachment', cacheControl: 'private, no-store' };
  });

  registerOperation(app, deleteCompanyFile, async ({ query, context }) => {
    const removed = await context.withTenant(async (tx) => {
      const found = await findCompanyFile(tx, context.companyId, query.fileId);
      if (!found) throw notFound('The file');
      await tx.delete(companyFiles).where(eq(companyFiles.fileId, found.file.id));
      await tx.delete(storedFiles).where(eq(storedFiles.id, found.file.id));
      return found;
    });
    await storage.delete(removed.file.storageKey).catch((error: unknown) => {
      app.log.warn({ err: error }, 'removing file bytes failed');
    });
    await recordAudit(platform.database, {
      companyId: context.companyId,
      actorUserId: context.userId,
      action: 'company_files.file_deleted',
      target: removed.file.id,
      details: { sectionId: removed.sectionId, size: removed.file.size },
      requestId: context.requestId,
    });
    return undefined;
  });
}
