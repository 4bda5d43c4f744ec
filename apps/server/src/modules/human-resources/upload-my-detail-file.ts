import type { uploadMyDetailFile } from '@atrium/contract/human-resources';
import type { UploadHooks } from '../../platform/operations/module-operations.ts';
import { checkDetailFileTarget } from './detail-file-target.ts';
import { detailFileUrl } from './entry-queries.ts';

/** One's own entry's file: `companyDetailSectionId` names the section. */
export const uploadMyDetailFileHooks: UploadHooks<typeof uploadMyDetailFile> = {
  validate: (fields, { tx, request }) => checkDetailFileTarget(tx, request, request.companyMemberId, fields),
  async onComplete(file, fields, { tx, request }) {
    await checkDetailFileTarget(tx, request, request.companyMemberId, fields);
  },
  urlFor: (file) => detailFileUrl(file.id),
};
