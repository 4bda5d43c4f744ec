import type { removeCompanyThumbnail } from '@atrium/contract/company-files';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { companyImageRemoval } from './company-image-removal.ts';

/** Removes the company's thumbnail (logo) and answers the pictures left. */
export const removeCompanyThumbnailHandler: OperationHandler<typeof removeCompanyThumbnail> =
  companyImageRemoval('thumbnail');
