import {
  exportAllowanceReport,
  exportLeaveReport,
  getAllowanceReport,
  getLeaveReport,
} from '@atrium/contract/absence';
import { defineModuleOperations } from '../../../platform/operations/module-operations.ts';
import { exportAllowanceReportHandler } from './export-allowance-report.ts';
import { exportLeaveReportHandler } from './export-leave-report.ts';
import { getAllowanceReportHandler } from './get-allowance-report.ts';
import { getLeaveReportHandler } from './get-leave-report.ts';

/** The absence reports (docs/product/absence-reports.md). */
export const reportOperations = defineModuleOperations({
  [getAllowanceReport.operationId]: { operation: getAllowanceReport, handler: getAllowanceReportHandler },
  [exportAllowanceReport.operationId]: {
    operation: exportAllowanceReport,
    handler: exportAllowanceReportHandler,
  },
  [getLeaveReport.operationId]: { operation: getLeaveReport, handler: getLeaveReportHandler },
  [exportLeaveReport.operationId]: { operation: exportLeaveReport, handler: exportLeaveReportHandler },
});
