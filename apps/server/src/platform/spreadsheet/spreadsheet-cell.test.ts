import { describe, expect, it } from 'vitest';
import { csvField, neutraliseCell, toCsv, toCsvBytes } from './spreadsheet-cell.ts';
import { naiveSplit, parseCsv } from './test/parse-csv.ts';

const HOSTILE = [
  'Milan;=5+5;',
  'Ana\t=HYPERLINK("http://evil.example","x")',
  'a,=1+1',
  '=cmd|" /C calc"!A0',
  '+1',
  '-1',
  '@SUM(A1)',
  'x|@SUM(1)',
  '\tx',
  '\rx',
  'say "hi"',
  'Note\n=1+1',
  'Note\r=1+1',
];

describe('V1.2.10 spreadsheet cells (formula injection)', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'V1.2.10 prefixes %j with a single quote',
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );

  it('V1.2.10 neutralises a formula after a separator inside the text', () => {
    expect(neutraliseCell('Milan;=5+5;')).toBe("Milan;'=5+5;");
    expect(neutraliseCell('Ana\t=1')).toBe("Ana\t'=1");
    expect(neutraliseCell('a,+1')).toBe("a,'+1");
    expect(neutraliseCell('a|@x')).toBe("a|'@x");
  });

  it('V1.2.10 neutralises a formula after a line break inside the text', () => {
    expect(neutraliseCell('Note\n=1+1')).toBe("Note\n'=1+1");
    expect(neutraliseCell('Note\r=1+1')).toBe("Note\r'=1+1");
    expect(neutraliseCell('Note\r\n@SUM(A1)')).toBe("Note\r\n'@SUM(A1)");
    // A program that ignores quotes takes every line of the file for a row.
    const csv = toCsv(['Name'], [['Note\n=1+1'], ['Other\r-2+3']]);
    for (const line of csv.slice(1).split(/\r\n|\n|\r/)) {
      for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
    }
  });

  it('V1.2.10 leaves ordinary text, numbers and empty cells alone', () => {
    expect(neutraliseCell('Alice')).toBe('Alice');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell('Smith, -ish')).toBe('Smith, -ish');
    expect(neutraliseCell(-1.5)).toBe(-1.5);
    expect(neutraliseCell(null)).toBeNull();
    expect(neutraliseCell('')).toBe('');
  });

  it('V1.2.10 quotes every text field, writes numbers and empty cells bare', () => {
    expect(csvField('Alice')).toBe('"Alice"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(2.5)).toBe('2.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
  });

  it('V1.2.10 writes a BOM, a header and CRLF lines', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['x', 1],
          [null, 2.5],
        ],
      ),
    ).toBe('\uFEFF"A","B"\r\n"x",1\r\n,2.5\r\n');
  });

  it.each([',', ';', '\t'])(
    'V1.2.10 read with separator %j, every text cell stays one cell and no cell starts a formula',
    (separator) => {
      const csv = toCsv(
        ['Name', 'Hours'],
        HOSTILE.map((name) => [name, 1.5]),
      );
      const rows = parseCsv(csv.slice(1), separator);
      for (const row of rows) {
        for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }
      if (separator === ',') {
        // With the separator it was written for, each name comes back whole (behind its quote).
        expect(rows.slice(1).map((row) => row.length)).toEqual(HOSTILE.map(() => 2));
        expect(rows[1]).toEqual(["Milan;'=5+5;", '1.5']);
      }
      for (const cell of naiveSplit(csv.slice(1), separator)) expect(cell).not.toMatch(/^[=+\-@]/);
    },
  );

  it('V1.2.10 writes a CSV back in Windows-1251 with semicolons, neutralised the same', () => {
    const bytes = toCsvBytes(['Име', 'Note'], [['Ѓорѓи; Ëmri', '=1+1']], {
      separator: ';',
      encoding: 'windows-1251',
    });
    // No byte-order mark; a letter Windows-1251 lacks (Albanian ë) becomes a question mark.
    expect(new TextDecoder('windows-1251').decode(bytes)).toBe('"Име";"Note"\r\n"Ѓорѓи; ?mri";"\'=1+1"\r\n');
    expect(toCsvBytes(['a'], [[1]], { separator: '\t', encoding: 'utf-8' }).toString('utf8')).toBe(
      '\uFEFF"a"\r\n1\r\n',
    );
  });
});
