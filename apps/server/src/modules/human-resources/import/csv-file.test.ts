import { describe, expect, it } from 'vitest';
import { dataRowCount, readCsv } from './csv-file.ts';
import { csvText, memberRows, MK_HEADERS, windows1251 } from './import-test-files.ts';

/*
 * The count of data rows the preview, the run and the job report is the count the person sees in
 * their spreadsheet (docs/product/human-resources.md#importing-members), however the file ends.
 */

const utf8 = (text: string) => new TextEncoder().encode(text);
const HEADER = 'E-mail,Given name';
const lines = Array.from({ length: 200 }, (_, index) => `member${index}@example.com,Ana`);

describe('reading an import file counts its data rows as the spreadsheet has them', () => {
  it.each([
    ['a line break after the last row', `${HEADER}\n${lines.join('\n')}\n`],
    ['no line break after the last row', `${HEADER}\n${lines.join('\n')}`],
    ['empty lines after the last row', `${HEADER}\n${lines.join('\n')}\n\n\n`],
    ['CRLF line ends', `${HEADER}\r\n${lines.join('\r\n')}\r\n`],
    ['CRLF and no line break after the last row', `${HEADER}\r\n${lines.join('\r\n')}`],
    ['a byte-order mark', `\uFEFF${HEADER}\r\n${lines.join('\r\n')}\r\n`],
    [
      'rows of only delimiters after the last row, as Excel saves them',
      `${HEADER}\n${lines.join('\n')}\n,\n,\n`,
    ],
  ])('200 rows with %s are 200 rows', (_, text) => {
    const file = readCsv(utf8(text));
    expect(dataRowCount(file)).toBe(200);
    expect(file.records[0]!.cells).toEqual(['E-mail', 'Given name']);
    expect(file.records.at(-1)).toEqual({ row: 201, cells: ['member199@example.com', 'Ana'] });
  });

  it('a quoted cell with line breaks is one row, and the rows after it keep their numbers', () => {
    const file = readCsv(
      utf8(`${HEADER},Street\na@example.com,Ana,"Line one\nline two"\r\nb@example.com,"Борис\r\nБ.",x`),
    );
    expect(dataRowCount(file)).toBe(2);
    expect(file.records.map((record) => record.row)).toEqual([1, 2, 3]);
    expect(file.records[1]!.cells[2]).toBe('Line one\nline two');
    expect(file.records[2]!.cells[1]).toBe('Борис\r\nБ.');
  });

  it('an empty row inside the file is not counted but keeps its number, as the spreadsheet shows it', () => {
    const file = readCsv(utf8(`${HEADER}\na@example.com,Ana\n\n,\nb@example.com,Bo\n`));
    expect(dataRowCount(file)).toBe(2);
    expect(file.records.map((record) => record.row)).toEqual([1, 2, 5]);
  });

  it('a Windows-1251 file with semicolons, with or without a line break at its end', () => {
    const text = csvText(MK_HEADERS, memberRows(200, 'cyrillic.example'));
    for (const variant of [text, text.replace(/\r\n$/, ''), `${text}\r\n\r\n`]) {
      const file = readCsv(windows1251(variant));
      expect(file).toMatchObject({ encoding: 'windows-1251', delimiter: ';' });
      expect(dataRowCount(file)).toBe(200);
      expect(file.records[0]!.cells[0]).toBe('Е-пошта');
      expect(file.records[200]!.cells.slice(0, 3)).toEqual([
        'member199@cyrillic.example',
        'Драгана',
        'Трајковски',
      ]);
    }
  });

  it('a header alone is no data row', () => {
    expect(dataRowCount(readCsv(utf8(`${HEADER}\r\n`)))).toBe(0);
    expect(dataRowCount(readCsv(utf8(HEADER)))).toBe(0);
  });
});
