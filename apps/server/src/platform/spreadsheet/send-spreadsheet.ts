import type { FastifyReply } from 'fastify';
import { toCsv, type Cell } from './spreadsheet-cell.ts';
import { SPREADSHEET_CONTENT_TYPES, xlsxStream } from './xlsx-stream.ts';

export interface SpreadsheetFile {
  format: 'csv' | 'xlsx';
  /** The file's name without its extension (letters, digits, dashes: it goes in a header as is). */
  name: string;
  /** The worksheet's title in an XLSX file. */
  sheet: string;
  header: readonly string[];
  rows: readonly (readonly Cell[])[];
}

/**
 * Answers an export operation with its table as an attachment, CSV or XLSX, every cell
 * neutralised. Returns what the handler returns: the CSV text, or the reply once the XLSX stream
 * is sent (a stream bypasses the response serializer; returning the reply tells Fastify it is sent).
 */
export async function sendSpreadsheet(reply: FastifyReply, file: SpreadsheetFile): Promise<string> {
  reply
    .header('content-type', SPREADSHEET_CONTENT_TYPES[file.format])
    .header('content-disposition', `attachment; filename="${file.name}.${file.format}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (file.format === 'csv') return toCsv(file.header, file.rows);
  await reply.send(xlsxStream(file.sheet, file.header, file.rows));
  return reply as unknown as string;
}
