import type { getMemberPictureFile } from '@atrium/contract/human-resources';
import { notFound } from '../../platform/errors/app-error.ts';
import type { FileHandler } from '../../platform/operations/module-operations.ts';
import { pictureById } from './picture-queries.ts';

/** A picture of a member of the caller's company; a replaced one is gone, so its path answers 404. */
export const getMemberPictureFileHandler: FileHandler<typeof getMemberPictureFile> = async ({
  params,
  context,
}) => {
  const file = await context.withTenant((tx) => pictureById(tx, context.companyId, params.fileId));
  if (!file) throw notFound('The picture');
  return { file, disposition: 'inline', cacheControl: 'private, max-age=86400, immutable' };
};
