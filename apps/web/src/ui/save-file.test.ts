import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './save-file.ts';

describe('fileNameFromDisposition', () => {
  it('reads plain, quoted and extended names, the extended one first', () => {
    expect(fileNameFromDisposition('attachment; filename="users-2025-03.xlsx"')).toBe('users-2025-03.xlsx');
    expect(fileNameFromDisposition('attachment; filename=hours.csv')).toBe('hours.csv');
    expect(
      fileNameFromDisposition(
        `attachment; filename="x.csv"; filename*=UTF-8''%D1%87%D0%B0%D1%81%D0%BE%D0%B2%D0%B8.csv`,
      ),
    ).toBe('часови.csv');
  });

  it('answers null without a name and removes path characters', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
    expect(fileNameFromDisposition('attachment; filename="a\u0001b.csv"')).toBe('a_b.csv');
  });
});
