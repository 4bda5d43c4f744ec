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

/** RFC 4180 records: quoted cells may hold delimiters, line breaks and doubled quotes. */
function parseRecords(text: string, delimiter: CsvDelimiter): CsvRecord[] {
  const records: CsvRecord[] = [];
  let row = 0;
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  let line = 1;
  let quoteStartLine = 0;
  const endCell = () => {
    record.push(cell.trim());
    cell = '';
  };
  const endRecord = () => {
    endCell();
    row += 1;
    if (record.some((value) => value !== '')) records.push({ row, cells: record });
    record = [];
  };
  while (index < text.length) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      quoteStartLine = line;
      cell = '';
    } else if (char === delimiter) endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      line += 1;
      endRecord();
    } else cell += char;
    index += 1;
  }
  if (quoted) throw new CsvReadError(`A quote opened on line ${quoteStartLine} is never closed.`);
  // The last record needs no line break after it; a line break after it starts no new one.
  if (cell !== '' || record.length > 0) endRecord();
  return records;
}

export function readCsv(bytes: Uint8Array): CsvFile {
  if (bytes.length === 0) throw new CsvReadError('The file is empty.');
  const { text, encoding } = decodeCsv(bytes);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) throw new CsvReadError('The file is not a text file.');
  const delimiter = detectDelimiter(text);
  return { encoding, delimiter, records: parseRecords(text, delimiter) };
}
