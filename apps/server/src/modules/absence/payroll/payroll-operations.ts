import { closePayrollMonth, exportPayrollMonth, getPayrollMonth } from '@atrium/contract/absence';
import { defineModuleOperations } from '../../../platform/operations/module-operations.ts';
import { closePayrollMonthHandler } from './close-payroll-month.ts';
import { exportPayrollMonthHandler } from './export-payroll-month.ts';
import { getPayrollMonthHandler } from './get-payroll-month.ts';

/** The payroll month and its close (docs/product/absence-reports.md#payroll-month). */
export const payrollOperations = defineModuleOperations({
  [getPayrollMonth.operationId]: { operation: getPayrollMonth, handler: getPayrollMonthHandler },
  [exportPayrollMonth.operationId]: { operation: exportPayrollMonth, handler: exportPayrollMonthHandler },
  [closePayrollMonth.operationId]: { operation: closePayrollMonth, handler: closePayrollMonthHandler },
});
