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

/** A CSV file: a UTF-8 byte order mark (so Excel reads the encoding), CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
