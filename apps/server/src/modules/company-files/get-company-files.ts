import type { getCompanyFiles } from '@atrium/contract/company-files';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { readCompanyFiles } from './company-file-queries.ts';

/** The company's sections with their files, as the company-files screen shows them. */
export const getCompanyFilesHandler: OperationHandler<typeof getCompanyFiles> = ({ context }) =>
  context.withTenant((tx) => readCompanyFiles(tx, context.companyId));
