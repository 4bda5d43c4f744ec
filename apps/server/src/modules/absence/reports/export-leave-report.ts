import { LEAVE_REPORT_PAGE_MAX, type exportLeaveReport } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { sendSpreadsheet } from '../../../platform/spreadsheet/send-spreadsheet.ts';
import { leaveReport } from './leave-report.ts';
import { amountInUnit, UNIT_NAMES } from './report-amounts.ts';
import { readReportPages } from './report-pages.ts';

const HEADER = [
  'Name',
  'Department',
  'Leave type',
  'First day',
  'Last day',
  'Part',
  'Status',
  'Unit',
  'In the period',
  'Whole request',
  'Requested at',
  'Decided at',
];

/**
 * The leave report as a file (docs/product/absence-reports.md#files): every matching request, a
 * page at a time, amounts in the type's unit, days as ISO dates (a spreadsheet reads them as
 * dates whatever its language), English names.
 */
export const exportLeaveReportHandler: OperationHandler<typeof exportLeaveReport> = async ({
  context,
  query,
  reply,
}) => {
  const { format, ...filters } = query;
  const report = await context.withTenant(async (tx) => {
    const pages = await readReportPages(LEAVE_REPORT_PAGE_MAX, (offset, limit) =>
      leaveReport(tx, context.companyId, { ...filters, offset, limit }),
    );
    return { leaveTypes: pages[0]!.leaveTypes, rows: pages.flatMap((page) => page.rows) };
  });
  const types = new Map(report.leaveTypes.map((type) => [type.leaveTypeId, type]));
  const rows = report.rows.map((row) => {
    const type = types.get(row.leaveTypeId);
    const unit = type?.unit ?? 'hours';
    return [
      row.name,
      row.departmentName,
      type?.names.en ?? '',
      row.startsOn,
      row.endsOn,
      row.part,
      row.status,
      UNIT_NAMES[unit],
      amountInUnit(row.minutesInPeriod, unit, row.dayMinutes),
      amountInUnit(row.totalMinutes, unit, row.dayMinutes),
      row.requestedAt,
      row.decidedAt,
    ];
  });
  return sendSpreadsheet(reply, {
    format,
    name: `leave-${filters.from}-${filters.to}`,
    sheet: 'Leave',
    header: HEADER,
    rows,
  });
};
