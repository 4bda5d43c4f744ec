import type { uploadMyPicture } from '@atrium/contract/human-resources';
import type { UploadHooks } from '../../platform/operations/module-operations.ts';
import { pictureHooks } from './member-pictures.ts';

/** The caller's own picture, re-encoded; it replaces the one before. */
export const uploadMyPictureHooks: UploadHooks<typeof uploadMyPicture> = pictureHooks(
  (_fields, request) => request.companyMemberId,
);
