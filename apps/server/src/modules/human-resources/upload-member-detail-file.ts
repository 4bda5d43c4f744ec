import type { uploadMemberDetailFile } from '@atrium/contract/human-resources';
import type { UploadHooks } from '../../platform/operations/module-operations.ts';
import { checkDetailFileTarget } from './detail-file-target.ts';
import { detailFileUrl } from './entry-queries.ts';

/** A member's entry's file, by HR: `companyMemberId` and `companyDetailSectionId`. */
export const uploadMemberDetailFileHooks: UploadHooks<typeof uploadMemberDetailFile> = {
  validate: (fields, { tx, request }) => checkDetailFileTarget(tx, request, fields.companyMemberId!, fields),
  async onComplete(file, fields, { tx, request }) {
    await checkDetailFileTarget(tx, request, fields.companyMemberId!, fields);
  },
  urlFor: (file) => detailFileUrl(file.id),
};
