import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_LENGTH } from '@atrium/contract/uploads';
import { contentDisposition, namesAPath, sanitiseFileName } from './file-name.ts';

describe('sanitiseFileName', () => {
  it('keeps ordinary names, including non-Latin ones', () => {
    expect(sanitiseFileName('Annual report 2025.pdf')).toBe('Annual report 2025.pdf');
    expect(sanitiseFileName('Извештај.docx')).toBe('Извештај.docx');
  });

  it('drops path parts of either kind', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\Users\\a\\b.txt')).toBe('b.txt');
    expect(namesAPath('../x.pdf')).toBe(true);
    expect(namesAPath('x.pdf')).toBe(false);
  });

  it('removes control and bidi override characters and trims dots', () => {
    expect(sanitiseFileName('a\u0000b\nc.txt')).toBe('abc.txt');
    expect(sanitiseFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitiseFileName('...hidden.txt...')).toBe('hidden.txt');
    expect(sanitiseFileName('a<b>:c?.txt')).toBe('a_b__c_.txt');
  });

  it('answers null when nothing usable is left', () => {
    for (const raw of ['', '..', '../', '   ', '\u0000', 'CON', 'nul.txt']) {
      expect(sanitiseFileName(raw), JSON.stringify(raw)).toBeNull();
    }
  });

  it('shortens long names and keeps the extension', () => {
    const name = sanitiseFileName(`${'x'.repeat(500)}.pdf`)!;
    expect(name.length).toBe(FILE_NAME_MAX_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Извештај "1".pdf')).toBe(
      `attachment; filename="________ _1_.pdf"; filename*=UTF-8''%D0%98%D0%B7%D0%B2%D0%B5%D1%88%D1%82%D0%B0%D1%98%20%221%22.pdf`,
    );
  });
});
