import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutraliseCell, type Cell } from './spreadsheet-cell.ts';

/**
 * A table as an XLSX workbook, streamed row by row (nothing held whole in memory), every cell
 * neutralised as in CSV exports.
 */
export function xlsxStream(
  title: string,
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(title);
  sheet.columns = header.map((name) => ({ header: name, width: Math.max(12, name.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) sheet.addRow(row.map(neutraliseCell)).commit();
  sheet.commit();
  workbook.commit().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

export const SPREADSHEET_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
