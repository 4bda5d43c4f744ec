import type { getCompanyImages } from '@atrium/contract/company-files';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { readCompanyImages } from './company-image-queries.ts';

/** The company's thumbnail and cover, each with the URL of its current version (or null). */
export const getCompanyImagesHandler: OperationHandler<typeof getCompanyImages> = ({ context }) =>
  context.withTenant((tx) => readCompanyImages(tx, context.companyId));
