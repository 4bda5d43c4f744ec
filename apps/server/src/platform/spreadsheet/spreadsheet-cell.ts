/**
 * Cells of every spreadsheet export (CSV and XLSX), for all modules: a value typed by a person
 * must never run as a formula in Excel, LibreOffice or Google Sheets, whatever separator the
 * program splits a CSV line on. See docs/security.md (spreadsheet formulas).
 */

/** What a spreadsheet cell may hold once exported. */
export type Cell = string | number | null;

/** Characters a spreadsheet reads as the start of a formula (or that hide one behind them). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * Separators a program may split a CSV line on without honouring quotes (comma, semicolon in
 * European locales, tab, pipe), and line breaks, which such a program takes for a new row: a
 * formula character right after one would start a cell too.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t|\r\n])(?=[=+\-@])/g;

/**
 * Text that would run as a formula gets a single quote in front — at its start and after every
 * separator inside it, so that `Milan;=5+5;` stays text even in a program splitting on `;`.
 * Excel and LibreOffice show a leading quote as "this is text". Numbers are left alone.
 */
export function neutraliseCell(value: Cell): Cell {
  if (typeof value !== 'string') return value;
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/**
 * One CSV field (RFC 4180). Text is always quoted, so no separator inside it — comma, semicolon,
 * tab — splits it in a program that honours quotes; numbers and empty cells are written bare.
 */
export function csvField(value: Cell): string {
  const safe = neutraliseCell(value);
  if (safe === null) return '';
  if (typeof safe === 'number') return String(safe);
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Separators a CSV may use: commas, or semicolons and tabs as European Excel saves them. */
type CsvSeparator = ',' | ';' | '\t';

/**
 * A CSV file: a UTF-8 byte order mark (so Excel reads the encoding), CRLF line ends, commas
 * unless another separator is asked for.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
  separator: CsvSeparator = ',',
): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(separator));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

let windows1251Bytes: Map<string, number> | undefined;

/** Text as Windows-1251 bytes (the platform decodes it but has no encoder); a missing letter is `?`. */
function encodeWindows1251(text: string): Buffer {
  if (!windows1251Bytes) {
    const decoder = new TextDecoder('windows-1251');
    windows1251Bytes = new Map();
    for (let byte = 0; byte < 256; byte += 1) windows1251Bytes.set(decoder.decode(Uint8Array.of(byte)), byte);
  }
  const table = windows1251Bytes;
  return Buffer.from(Array.from(text, (char) => table.get(char) ?? 0x3f));
}

/**
 * A CSV file as bytes, written back the way a file came in (a report on an uploaded file opens
 * in the same Excel as the upload): UTF-8 with its byte order mark, or Windows-1251 without one,
 * which Excel in a Cyrillic locale reads as it is; the separator as asked.
 */
export function toCsvBytes(
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
  format: { separator: CsvSeparator; encoding: 'utf-8' | 'windows-1251' },
): Buffer {
  const text = toCsv(header, rows, format.separator);
  return format.encoding === 'utf-8' ? Buffer.from(text, 'utf8') : encodeWindows1251(text.slice(1));
}
