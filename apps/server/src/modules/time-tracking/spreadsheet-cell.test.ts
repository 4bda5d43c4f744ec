import { describe, expect, it } from 'vitest';
import { csvField, neutraliseCell, toCsv } from './spreadsheet-cell.ts';

describe('spreadsheet cells', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('prefixes %j with a single quote', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text, numbers and empty cells alone', () => {
    expect(neutraliseCell('Alice')).toBe('Alice');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell(-1.5)).toBe(-1.5);
    expect(neutraliseCell(null)).toBeNull();
    expect(neutraliseCell('')).toBe('');
  });

  it('quotes CSV fields with quotes, commas or line breaks, after neutralising', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-2\r\n')).toBe(`"'-2\r\n"`);
    expect(csvField(null)).toBe('');
  });

  it('writes a BOM, a header and CRLF lines', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['x', 1],
          [null, 2.5],
        ],
      ),
    ).toBe('\uFEFFA,B\r\nx,1\r\n,2.5\r\n');
  });
});
