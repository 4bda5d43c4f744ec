import type { getLeaveReport } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { leaveReport } from './leave-report.ts';

/** admin/absence/reports (docs/product/absence-reports.md#leave-report): one page of requests. */
export const getLeaveReportHandler: OperationHandler<typeof getLeaveReport> = ({ context, query }) =>
  context.withTenant((tx) => leaveReport(tx, context.companyId, query));
