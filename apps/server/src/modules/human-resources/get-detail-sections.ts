import type { getDetailSections } from '@atrium/contract/human-resources';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { readSectionDefinitions } from './section-definition-queries.ts';

/** The sections the company defines (docs/product/human-resources.md#sections-the-company-defines). */
export const getDetailSectionsHandler: OperationHandler<typeof getDetailSections> = ({ context }) =>
  context.withTenant((tx) => readSectionDefinitions(tx, context.companyId));
