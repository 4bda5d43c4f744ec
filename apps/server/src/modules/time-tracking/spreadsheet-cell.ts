/** What a spreadsheet cell may hold once exported. */
export type Cell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) gets
 * a single quote in front, so Excel and LibreOffice show it as text (DESIGN §5). Numbers are
 * written as numbers and are left alone.
 */
export function neutraliseCell(value: Cell): Cell {
  if (typeof value !== 'string') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV field (RFC 4180): quoted when it holds a quote, a comma or a line break. */
export function csvField(value: Cell): string {
  const safe = neutraliseCell(value);
  if (safe === null) return '';
  const text = String(safe);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file: a UTF-8 byte order mark (so Excel reads the encoding), CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
