import type { getCompanyImageFile } from '@atrium/contract/company-files';
import { notFound } from '../../platform/errors/app-error.ts';
import type { FileHandler } from '../../platform/operations/module-operations.ts';
import { findCompanyImage } from './company-image-queries.ts';

/** The picture's bytes, inline; `v` names one version, which may then be cached. */
export const getCompanyImageFileHandler: FileHandler<typeof getCompanyImageFile> = async ({
  query,
  context,
}) => {
  const image = await context.withTenant((tx) => findCompanyImage(tx, context.companyId, query.kind));
  if (!image || (query.v !== undefined && query.v !== image.file.id)) throw notFound('The picture');
  return {
    file: image.file,
    disposition: 'inline',
    // A versioned path names one picture forever; an unversioned one must be revalidated.
    cacheControl: query.v ? 'private, max-age=300' : 'private, no-cache',
  };
};
