import type { uploadCompanyThumbnail } from '@atrium/contract/company-files';
import type { UploadHooks } from '../../platform/operations/module-operations.ts';
import { companyImageUploadHooks } from './company-image-upload.ts';

/** The company's thumbnail (logo): the new picture replaces the old one. */
export const uploadCompanyThumbnailHooks: UploadHooks<typeof uploadCompanyThumbnail> =
  companyImageUploadHooks('thumbnail');
