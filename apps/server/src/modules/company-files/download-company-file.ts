import type { downloadCompanyFile } from '@atrium/contract/company-files';
import { notFound } from '../../platform/errors/app-error.ts';
import type { FileHandler } from '../../platform/operations/module-operations.ts';
import { findCompanyFile } from './company-file-queries.ts';

/** The file's bytes, always as an attachment and never cached: company files can be anything. */
export const downloadCompanyFileHandler: FileHandler<typeof downloadCompanyFile> = async ({
  query,
  context,
}) => {
  const found = await context.withTenant((tx) => findCompanyFile(tx, context.companyId, query.fileId));
  if (!found) throw notFound('The file');
  return { file: found.file, disposition: 'attachment', cacheControl: 'private, no-store' };
};
