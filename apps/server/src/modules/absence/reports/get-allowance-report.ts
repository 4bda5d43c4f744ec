import type { getAllowanceReport } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { allowanceReport } from './allowance-report.ts';

/** admin/absence/reports (docs/product/absence-reports.md#allowance-report): one page of members. */
export const getAllowanceReportHandler: OperationHandler<typeof getAllowanceReport> = ({ context, query }) =>
  context.withTenant((tx) => allowanceReport(tx, context.companyId, query));
