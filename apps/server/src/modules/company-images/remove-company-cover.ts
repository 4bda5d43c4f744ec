import type { removeCompanyCover } from '@atrium/contract/company-files';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { companyImageRemoval } from './company-image-removal.ts';

/** Removes the company's cover and answers the pictures left. */
export const removeCompanyCoverHandler: OperationHandler<typeof removeCompanyCover> =
  companyImageRemoval('cover');
