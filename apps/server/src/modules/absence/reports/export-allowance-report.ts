import {
  ALLOWANCE_REPORT_PAGE_MAX,
  REPORT_EXPORT_ROWS_MAX,
  type exportAllowanceReport,
} from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { sendSpreadsheet } from '../../../platform/spreadsheet/send-spreadsheet.ts';
import { allowanceReport } from './allowance-report.ts';
import { amountInUnit, UNIT_NAMES } from './report-amounts.ts';
import { readReportPages } from './report-pages.ts';

const HEADER = [
  'Name',
  'Department',
  'Leave type',
  'Unit',
  'Carried',
  'Entitled',
  'Adjusted',
  'Lapsed',
  'Taken',
  'Planned',
  'Pending',
  'Left',
];

/**
 * The allowance report as a file (docs/product/absence-reports.md#files): every matching member,
 * read a page at a time so each statement stays small, amounts in the type's unit, English type
 * names (a file travels beyond one reader's language).
 */
export const exportAllowanceReportHandler: OperationHandler<typeof exportAllowanceReport> = async ({
  context,
  query,
  reply,
}) => {
  const { format, ...filters } = query;
  const report = await context.withTenant(async (tx) => {
    const pages = await readReportPages(ALLOWANCE_REPORT_PAGE_MAX, (offset, limit) =>
      allowanceReport(tx, context.companyId, { ...filters, offset, limit }),
    );
    return { leaveTypes: pages[0]!.leaveTypes, rows: pages.flatMap((page) => page.rows) };
  });
  const types = new Map(report.leaveTypes.map((type) => [type.leaveTypeId, type]));
  const rows = report.rows.slice(0, REPORT_EXPORT_ROWS_MAX).map((row) => {
    const type = types.get(row.leaveTypeId)!;
    const amount = (minutes: number) => amountInUnit(minutes, type.unit, row.dayMinutes);
    return [
      row.name,
      row.departmentName,
      type.names.en,
      UNIT_NAMES[type.unit],
      amount(row.carriedMinutes),
      amount(row.entitledMinutes),
      amount(row.adjustedMinutes),
      amount(row.lapsedMinutes),
      amount(row.takenMinutes),
      amount(row.plannedMinutes),
      amount(row.pendingMinutes),
      amount(row.leftMinutes),
    ];
  });
  return sendSpreadsheet(reply, {
    format,
    name: `allowance-${filters.year}`,
    sheet: `Allowance ${filters.year}`,
    header: HEADER,
    rows,
  });
};
