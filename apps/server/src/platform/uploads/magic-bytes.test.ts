import { describe, expect, it } from 'vitest';
import { UploadContentTypes } from '@atrium/contract/uploads';
import { checkContent } from './magic-bytes.ts';
import { inspectOfficeZip } from './office-zip.ts';
import {
  DOCX_MINIMAL,
  GIF_HEAD,
  JPEG_HEAD,
  PDF_SMALL,
  PNG_1X1,
  WEBP_HEAD,
  XLSX_MINIMAL,
  zipOf,
} from './test-files.ts';

const T = UploadContentTypes;

describe('checkContent', () => {
  it('V5.2.2 accepts each type with its own signature', async () => {
    expect((await checkContent(PNG_1X1, T.PNG)).ok).toBe(true);
    expect((await checkContent(JPEG_HEAD, T.JPEG)).ok).toBe(true);
    expect((await checkContent(GIF_HEAD, T.GIF)).ok).toBe(true);
    expect((await checkContent(WEBP_HEAD, T.WEBP)).ok).toBe(true);
    expect((await checkContent(PDF_SMALL, T.PDF)).ok).toBe(true);
    expect((await checkContent(DOCX_MINIMAL, T.DOCX)).ok).toBe(true);
    expect((await checkContent(XLSX_MINIMAL, T.XLSX)).ok).toBe(true);
    expect((await checkContent(Buffer.from('name;amount\r\nÄ;1\n'), T.CSV)).ok).toBe(true);
    expect((await checkContent(Buffer.from('\ufeffПоздрав\tworld\n'), T.TEXT)).ok).toBe(true);
    // CSV from older spreadsheets may be Windows-1251 (the member import reads it); plain text may not.
    const cyrillic1251 = Buffer.from([0xc8, 0xec, 0xe5, 0x3b, 0x31, 0x0d, 0x0a]);
    expect((await checkContent(cyrillic1251, T.CSV)).ok).toBe(true);
    expect(await checkContent(cyrillic1251, T.TEXT)).toEqual({ ok: false, reason: 'is not UTF-8 text' });
  });

  it('V5.2.2 refuses bytes of another type than the declared one', async () => {
    expect(await checkContent(PNG_1X1, T.JPEG)).toEqual({ ok: false, reason: 'is not a JPEG file' });
    expect((await checkContent(PDF_SMALL, T.PNG)).ok).toBe(false);
    expect((await checkContent(Buffer.from('<html><script>alert(1)</script>'), T.GIF)).ok).toBe(false);
    expect((await checkContent(DOCX_MINIMAL, T.XLSX)).ok).toBe(false);
    expect((await checkContent(XLSX_MINIMAL, T.DOCX)).ok).toBe(false);
    expect((await checkContent(PNG_1X1, T.TEXT)).ok).toBe(false);
    expect((await checkContent(Buffer.from('a\u0000b'), T.CSV)).ok).toBe(false);
  });

  it('V5.2.2 refuses a known binary format sent as text or as an office file', async () => {
    expect(await checkContent(PDF_SMALL, T.TEXT)).toEqual({ ok: false, reason: 'contains binary data' });
    expect(await checkContent(GIF_HEAD, T.CSV)).toEqual({ ok: false, reason: 'contains binary data' });
    expect(await checkContent(PDF_SMALL, T.DOCX)).toEqual({ ok: false, reason: 'is not a DOCX file' });
  });

  it('refuses an empty file', async () => {
    expect(await checkContent(Buffer.alloc(0), T.TEXT)).toEqual({ ok: false, reason: 'is empty' });
  });
});

describe('inspectOfficeZip', () => {
  it('V5.2.3 refuses a zip bomb by its declared uncompressed size, before inflating', async () => {
    const bomb = zipOf(
      { '[Content_Types].xml': 'x', 'word/document.xml': 'y' },
      { fakeUncompressed: 400 * 1024 * 1024 },
    );
    expect(await inspectOfficeZip(bomb, ['word/document.xml'])).toEqual({
      ok: false,
      reason: 'uncompressed size too large',
    });
  });

  it('refuses entry names that climb out of the archive', async () => {
    const evil = zipOf({ '[Content_Types].xml': 'x', '../word/document.xml': 'y' });
    expect(await inspectOfficeZip(evil, [])).toEqual({ ok: false, reason: 'unsafe entry name' });
  });

  it('refuses a truncated archive', async () => {
    expect((await inspectOfficeZip(DOCX_MINIMAL.subarray(0, 60), [])).ok).toBe(false);
  });
});
