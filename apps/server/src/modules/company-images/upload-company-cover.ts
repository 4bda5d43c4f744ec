import type { uploadCompanyCover } from '@atrium/contract/company-files';
import type { UploadHooks } from '../../platform/operations/module-operations.ts';
import { companyImageUploadHooks } from './company-image-upload.ts';

/** The company's cover: the new picture replaces the old one. */
export const uploadCompanyCoverHooks: UploadHooks<typeof uploadCompanyCover> =
  companyImageUploadHooks('cover');
