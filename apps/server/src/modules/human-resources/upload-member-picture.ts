import type { uploadMemberPicture } from '@atrium/contract/human-resources';
import type { UploadHooks } from '../../platform/operations/module-operations.ts';
import { pictureHooks } from './member-pictures.ts';

/** A member's picture (`companyMemberId`), by whoever may edit their personal data. */
export const uploadMemberPictureHooks: UploadHooks<typeof uploadMemberPicture> = pictureHooks(
  (fields) => fields.companyMemberId!,
);
