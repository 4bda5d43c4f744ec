import type { getPayrollMonth } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { payrollMonth } from './payroll-month.ts';

/** admin/absence/reports, payroll (docs/product/absence-reports.md#payroll-month). */
export const getPayrollMonthHandler: OperationHandler<typeof getPayrollMonth> = ({ context, query }) =>
  payrollMonth(context, query.month);
