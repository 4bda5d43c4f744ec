import { eq } from 'drizzle-orm';
import type { deleteCompanyFile } from '@atrium/contract/company-files';
import { companyFiles, storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { findCompanyFile } from './company-file-queries.ts';

/** Rows first, in one transaction; the bytes after commit (a failure there only leaves garbage). */
export const deleteCompanyFileHandler: OperationHandler<typeof deleteCompanyFile> = async ({
  query,
  context,
  deps,
  request,
}) => {
  const removed = await context.withTenant(async (tx) => {
    const found = await findCompanyFile(tx, context.companyId, query.fileId);
    if (!found) throw notFound('The file');
    await tx.delete(companyFiles).where(eq(companyFiles.fileId, found.file.id));
    await tx.delete(storedFiles).where(eq(storedFiles.id, found.file.id));
    return found;
  });
  await deps.storage.delete(removed.file.storageKey).catch((error: unknown) => {
    request.log.warn({ err: error }, 'removing file bytes failed');
  });
  await deps.audit.record(context, {
    action: 'company_files.file_deleted',
    target: removed.file.id,
    details: { sectionId: removed.sectionId, size: removed.file.size },
  });
  return undefined;
};
