import type { exportPayrollMonth, PayrollMonth, PayrollRow } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { sendSpreadsheet } from '../../../platform/spreadsheet/send-spreadsheet.ts';
import type { Cell } from '../../../platform/spreadsheet/spreadsheet-cell.ts';
import { payrollMonth } from './payroll-month.ts';

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** The file's rows: a member per row, then the corrections to earlier closed months. */
function payrollTable(month: PayrollMonth): { header: string[]; rows: Cell[][] } {
  const types = month.leaveTypes;
  const header = [
    'Name',
    'Department',
    'Month',
    'Expected hours',
    'Worked hours',
    'Overtime hours',
    'Undertime hours',
    'Leave hours',
    'Public holiday hours',
    ...types.map((type) => `${type.names.en} (hours)`),
  ];
  const line = (row: PayrollRow, of: string): Cell[] => [
    row.name,
    row.departmentName,
    of,
    hours(row.figures.expectedMinutes),
    hours(row.figures.workedMinutes),
    hours(row.figures.overtimeMinutes),
    hours(row.figures.undertimeMinutes),
    hours(row.figures.leaveMinutes),
    hours(row.figures.holidayMinutes),
    ...types.map((type) =>
      hours(row.figures.leave.find((entry) => entry.leaveTypeId === type.leaveTypeId)?.minutes ?? 0),
    ),
  ];
  return {
    header,
    rows: [
      ...month.rows.map((row) => line(row, month.month)),
      ...month.corrections.map((row) => line(row, `Correction of ${row.month}`)),
    ],
  };
}

/**
 * The payroll month as a file (docs/product/absence-reports.md#payroll-month): hours as numbers to
 * two decimals, English headings (a file travels beyond one reader's language).
 */
export const exportPayrollMonthHandler: OperationHandler<typeof exportPayrollMonth> = async ({
  context,
  query,
  reply,
}) => {
  const { header, rows } = payrollTable(await payrollMonth(context, query.month));
  return sendSpreadsheet(reply, {
    format: query.format,
    name: `payroll-${query.month}`,
    sheet: `Payroll ${query.month}`,
    header,
    rows,
  });
};
