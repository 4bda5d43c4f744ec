import { CsvError, parse, type InfoDataSet } from 'csv-parse/sync';

/*
 * Reading an uploaded CSV (docs/product/human-resources.md#importing-members, decision 068):
 * its encoding, its delimiter and its rows. Spreadsheets saved in North Macedonia and Albania
 * come as UTF-8 (with or without a byte-order mark) or, from older Excel, as Windows-1251.
 */

type CsvEncoding = 'utf-8' | 'windows-1251';
type CsvDelimiter = ',' | ';' | '\t';

interface CsvRecord {
  /**
   * The row as a spreadsheet opening the file numbers it (the first line is row 1): a quoted cell
   * with line breaks keeps its record one row, and an empty row still takes its number.
   */
  row: number;
  /** The cells, trimmed of surrounding spaces. */
  cells: string[];
}

export interface CsvFile {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /**
   * Every record that holds something, the header first. Empty rows (a blank line, or only
   * delimiters, as Excel writes for rows that were once formatted) are no data and are left out.
   */
  records: CsvRecord[];
}

/** The data rows of the file, as the preview, the run and the job count them: all but the header. */
export function dataRowCount(file: CsvFile): number {
  return Math.max(0, file.records.length - 1);
}

/** A file that cannot be read as CSV at all: the message names the problem. */
export class CsvReadError extends Error {}

const BOM = [0xef, 0xbb, 0xbf];

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Windows-1251. */
function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const hasBom = BOM.every((byte, index) => bytes[index] === byte);
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    if (hasBom) throw new CsvReadError('The file starts as UTF-8 but holds bytes that are not UTF-8.');
    return { text: new TextDecoder('windows-1251').decode(body), encoding: 'windows-1251' };
  }
}

/** The delimiter the header line uses most, outside quotes: comma, semicolon or tab. */
function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char] += 1;
  }
  const best = (Object.entries(counts) as [CsvDelimiter, number][]).sort((a, b) => b[1] - a[1])[0]!;
  return best[1] > 0 ? best[0] : ',';
}

/** The line the quote opens on that no later quote closes (a doubled quote turns twice). */
function unclosedQuoteLine(text: string): number {
  let line = 1;
  let quoted = false;
  let openedOn = 1;
  for (const char of text) {
    if (char === '"') {
      quoted = !quoted;
      if (quoted) openedOn = line;
    } else if (char === '\n') line += 1;
  }
  return openedOn;
}

/**
 * RFC 4180 records, read by csv-parse (decision 085): quoted cells may hold delimiters, line breaks
 * and doubled quotes; a stray quote inside a cell is kept as text. Each record keeps the number the
 * spreadsheet gives its row, empty rows counted.
 */
function parseRecords(text: string, delimiter: CsvDelimiter): CsvRecord[] {
  let parsed: { record: string[]; info: InfoDataSet }[];
  try {
    parsed = parse(text, {
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
      info: true,
      // The library's types do not follow `info: true`, which wraps each record with its info.
    }) as unknown as { record: string[]; info: InfoDataSet }[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new CsvReadError(`A quote opened on line ${unclosedQuoteLine(text)} is never closed.`);
    }
    const problem =
      error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE'
        ? ': a quoted cell has text after its closing quote'
        : '';
    throw new CsvReadError(`Line ${error.lines} cannot be read as CSV${problem}.`);
  }
  return parsed
    .map(({ record, info }) => ({ row: info.records, cells: record.map((cell) => cell.trim()) }))
    .filter(({ cells }) => cells.some((value) => value !== ''));
}

export function readCsv(bytes: Uint8Array): CsvFile {
  if (bytes.length === 0) throw new CsvReadError('The file is empty.');
  const { text, encoding } = decodeCsv(bytes);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) throw new CsvReadError('The file is not a text file.');
  const delimiter = detectDelimiter(text);
  return { encoding, delimiter, records: parseRecords(text, delimiter) };
}
