import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FILE_SIZE_UNITS, fileSizeText } from './file-size-text.ts';

const YB = 1024 ** 8;

describe('fileSizeText', () => {
  it.each([
    [0, '0.00 B'],
    [1, '1.00 B'],
    [0.5, '0.50 B'],
    [1023, '1023.00 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1024 ** 2, '1.00 MB'],
    [5 * 1024 ** 3 + 1024 ** 3 / 4, '5.25 GB'],
    [1024 ** 4, '1.00 TB'],
    [1024 ** 5, '1.00 PB'],
    [1024 ** 6, '1.00 EB'],
    [1024 ** 7, '1.00 ZB'],
    [YB, '1.00 YB'],
  ])('formats %d bytes as %s', (bytes, text) => {
    expect(fileSizeText(bytes)).toBe(text);
  });

  it('moves to the next unit when rounding would show 1024', () => {
    expect(fileSizeText(1023.999)).toBe('1.00 KB');
    expect(fileSizeText(1024 ** 2 - 1)).toBe('1.00 MB');
    expect(fileSizeText(1024 ** 2 - 1024 * 6)).toBe('1018.00 KB');
  });

  it('stays in YB beyond 1024 YB, there being no larger unit', () => {
    expect(fileSizeText(1024 * YB)).toBe('1024.00 YB');
    expect(fileSizeText(2048 * YB)).toBe('2048.00 YB');
  });

  it('keeps the sign of a negative size', () => {
    expect(fileSizeText(-1536)).toBe('-1.50 KB');
    expect(fileSizeText(-0.001)).toBe('0.00 B');
    expect(fileSizeText(-0)).toBe('0.00 B');
  });

  it('writes the decimal comma of mk and sq, and en as before', () => {
    expect(fileSizeText(10 * 1024 ** 2, 'mk')).toBe('10,00 MB');
    expect(fileSizeText(10 * 1024 ** 2, 'sq')).toBe('10,00 MB');
    expect(fileSizeText(10 * 1024 ** 2, 'en')).toBe('10.00 MB');
    expect(fileSizeText(-1536, 'sq-AL')).toBe('-1,50 KB');
    expect(fileSizeText(2048 * YB, 'mk')).toBe('2048,00 YB');
    expect(fileSizeText(Number.NaN, 'mk')).toBe('');
  });

  it('writes an unsupported language as en', () => {
    expect(fileSizeText(1536, 'de')).toBe('1.50 KB');
    expect(fileSizeText(1536, '')).toBe('1.50 KB');
  });

  it('agrees with the CLDR decimal sign of Intl for mk and sq', () => {
    // Node's ICU has the number data Chromium lacks; the written-out signs must match it.
    for (const language of ['mk', 'sq'] as const) {
      const decimal = new Intl.NumberFormat(language)
        .formatToParts(1.5)
        .find((part) => part.type === 'decimal')?.value;
      expect(fileSizeText(1536, language)).toBe(`1${decimal}50 KB`);
    }
  });

  it('gives the empty string for NaN and infinities', () => {
    expect(fileSizeText(Number.NaN)).toBe('');
    expect(fileSizeText(Number.POSITIVE_INFINITY)).toBe('');
    expect(fileSizeText(Number.NEGATIVE_INFINITY)).toBe('');
  });

  const shape = /^(-?)(\d+\.\d{2}) (B|KB|MB|GB|TB|PB|EB|ZB|YB)$/;

  it('shows a number below 1024 with two decimals for any size up to 1024^9', () => {
    // Up to 1023.995 YB: from there on the value rounds to 1024.00 and there is no larger unit.
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1023.994 * YB, noNaN: true }), (bytes) => {
        const match = shape.exec(fileSizeText(bytes));
        expect(match).not.toBeNull();
        expect(Number(match![2])).toBeLessThan(1024);
      }),
    );
  });

  it('shows a number that multiplied by its unit gives back the size, to rounding', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1024 ** 9, noNaN: true }), (bytes) => {
        const match = shape.exec(fileSizeText(bytes))!;
        const unit = FILE_SIZE_UNITS.indexOf(match[3] as (typeof FILE_SIZE_UNITS)[number]);
        const scale = 1024 ** unit;
        expect(Math.abs(Number(match[2]) * scale - bytes)).toBeLessThanOrEqual(0.005 * scale * (1 + 1e-9));
        // The smallest unit that fits: one unit smaller would show 1024 or more.
        if (unit > 0) expect(bytes / 1024 ** (unit - 1)).toBeGreaterThanOrEqual(1023.995);
      }),
    );
  });

  it('differs between languages only in the decimal sign', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -(1024 ** 9), max: 1024 ** 9, noNaN: true }),
        fc.constantFrom('mk', 'sq'),
        (bytes, language) => {
          expect(fileSizeText(bytes, language)).toBe(fileSizeText(bytes).replace('.', ','));
        },
      ),
    );
  });

  it('is odd: a negative size is the positive text with a minus sign', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.005, max: 1024 ** 9, noNaN: true }), (bytes) => {
        expect(fileSizeText(-bytes)).toBe(`-${fileSizeText(bytes)}`);
      }),
    );
  });
});
