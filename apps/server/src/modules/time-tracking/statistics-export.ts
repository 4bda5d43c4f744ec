import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type {
  AttendanceFigures,
  HoursStatistics,
  StatisticsQuery,
  StatisticsReport,
} from '@atrium/contract/time-tracking';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { neutraliseCell, toCsv, type Cell } from '../../platform/spreadsheet/spreadsheet-cell.ts';
import { actionReport } from './get-action-statistics.ts';
import { hoursReport } from './get-hours-statistics.ts';
import { projectReport } from './get-project-statistics.ts';
import { usersReport } from './get-users-statistics.ts';

export interface ExportTable {
  title: string;
  header: string[];
  rows: Cell[][];
}

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

/** Expected time, leave and the difference, when the report has them (docs/product/time-tracking.md#expected-hours-and-leave). */
const ATTENDANCE_HEADER = ['Expected hours', 'Leave hours', 'Difference hours'];
const attendanceCells = (figures: AttendanceFigures | undefined): Cell[] =>
  figures
    ? [
        hours(figures.expectedMinutes * 60),
        hours(figures.leaveMinutes * 60),
        hours(figures.differenceMinutes * 60),
      ]
    : [null, null, null];

/** The report's table rows (the same the screen shows) as spreadsheet cells, hours for seconds. */
export async function exportTable(
  context: MemberContext,
  report: StatisticsReport,
  query: StatisticsQuery,
): Promise<ExportTable> {
  switch (report) {
    case 'users': {
      const data = await usersReport(context, query);
      const header = ['Member', 'Department', 'Hours', 'Billable hours', 'Activities', 'Days'];
      const rows: Cell[][] = data.rows.map((row) => [
        row.name,
        row.departmentName,
        hours(row.totalSeconds),
        hours(row.billableSeconds),
        row.activityCount,
        row.days,
      ]);
      if (!data.attendance) return { title: 'Users', header, rows };
      // With expected hours every member of the scope has a row, also one without time.
      const expected = new Map(data.attendance.members.map((member) => [member.companyMemberId, member]));
      const listed = new Set(data.rows.map((row) => row.companyMemberId));
      const withoutTime = data.attendance.members.filter((member) => !listed.has(member.companyMemberId));
      return {
        title: 'Users',
        header: [...header, ...ATTENDANCE_HEADER],
        rows: [
          ...data.rows.map((row, index) => [
            ...rows[index]!,
            ...attendanceCells(expected.get(row.companyMemberId)),
          ]),
          ...withoutTime.map((member) => [member.name, null, 0, 0, 0, 0, ...attendanceCells(member)]),
        ],
      };
    }
    case 'hours': {
      const data = await hoursReport(context, query);
      const header = ['Date', 'Hours', 'Billable hours', 'Activities', 'Members'];
      const cells = (row: HoursStatistics['rows'][number]): Cell[] => [
        row.date,
        hours(row.totalSeconds),
        hours(row.billableSeconds),
        row.activityCount,
        row.memberCount,
      ];
      if (!data.attendance) return { title: 'Hours', header, rows: data.rows.map(cells) };
      // With expected hours every day of the range has a row, also one without time.
      const byDate = new Map(data.rows.map((row) => [row.date, row]));
      return {
        title: 'Hours',
        header: [...header, ...ATTENDANCE_HEADER],
        rows: data.attendance.days.map((day) => {
          const row = byDate.get(day.date);
          return [...(row ? cells(row) : [day.date, 0, 0, 0, 0]), ...attendanceCells(day)];
        }),
      };
    }
    case 'project': {
      const data = await projectReport(context, query);
      return {
        title: 'Projects',
        header: ['Client', 'Project', 'Budget hours', 'Hours', 'Billable hours', 'Activities', 'Members'],
        rows: data.rows.map((row) => [
          row.clientName,
          row.projectName,
          row.budgetHours,
          hours(row.totalSeconds),
          hours(row.billableSeconds),
          row.activityCount,
          row.memberCount,
        ]),
      };
    }
    case 'action': {
      const data = await actionReport(context, query);
      return {
        title: 'Action types',
        header: ['Action type', 'Hours', 'Billable hours', 'Activities', 'Members'],
        rows: data.rows.map((row) => [
          row.actionTypeName,
          hours(row.totalSeconds),
          hours(row.billableSeconds),
          row.activityCount,
          row.memberCount,
        ]),
      };
    }
  }
}

export function tableToCsv(table: ExportTable): string {
  return toCsv(table.header, table.rows);
}

/**
 * The table as an XLSX workbook, streamed: rows are committed to the zip stream as they are
 * written instead of building the whole workbook in memory first.
 */
export function tableToXlsxStream(table: ExportTable): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(table.title);
  sheet.columns = table.header.map((header) => ({ header, width: Math.max(12, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of table.rows) {
    sheet.addRow(row.map(neutraliseCell)).commit();
  }
  sheet.commit();
  workbook.commit().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

/** `statistics-users-2026-01-01_2026-01-31.xlsx`: only characters safe in a header. */
export function exportFileName(
  report: StatisticsReport,
  query: StatisticsQuery,
  format: 'csv' | 'xlsx',
): string {
  return `statistics-${report}-${query.from}_${query.to}.${format}`;
}
