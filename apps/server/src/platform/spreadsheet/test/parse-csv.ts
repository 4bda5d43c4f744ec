/** A CSV reader as spreadsheets have them: honours quotes, splits on the given separator. */
export function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  return rows;
}

/** A program that ignores quotes entirely and just splits lines and cells. */
export const naiveSplit = (text: string, separator: string) =>
  text.split(/\r\n/).flatMap((line) => line.split(separator).map((cell) => cell.replace(/^"/, '')));
