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
  it('accepts each type with its own signature', () => {
    expect(checkContent(PNG_1X1, T.PNG).ok).toBe(true);
    expect(checkContent(JPEG_HEAD, T.JPEG).ok).toBe(true);
    expect(checkContent(GIF_HEAD, T.GIF).ok).toBe(true);
    expect(checkContent(WEBP_HEAD, T.WEBP).ok).toBe(true);
    expect(checkContent(PDF_SMALL, T.PDF).ok).toBe(true);
    expect(checkContent(DOCX_MINIMAL, T.DOCX).ok).toBe(true);
    expect(checkContent(XLSX_MINIMAL, T.XLSX).ok).toBe(true);
    expect(checkContent(Buffer.from('name;amount\r\nÄ;1\n'), T.CSV).ok).toBe(true);
    expect(checkContent(Buffer.from('\ufeffПоздрав\tworld\n'), T.TEXT).ok).toBe(true);
  });

  it('refuses bytes of another type than the declared one', () => {
    expect(checkContent(PNG_1X1, T.JPEG)).toEqual({ ok: false, reason: 'is not a JPEG file' });
    expect(checkContent(PDF_SMALL, T.PNG).ok).toBe(false);
    expect(checkContent(Buffer.from('<html><script>alert(1)</script>'), T.GIF).ok).toBe(false);
    expect(checkContent(DOCX_MINIMAL, T.XLSX).ok).toBe(false);
    expect(checkContent(XLSX_MINIMAL, T.DOCX).ok).toBe(false);
    expect(checkContent(PNG_1X1, T.TEXT).ok).toBe(false);
    expect(checkContent(Buffer.from('a\u0000b'), T.CSV).ok).toBe(false);
  });

  it('refuses an empty file', () => {
    expect(checkContent(Buffer.alloc(0), T.TEXT)).toEqual({ ok: false, reason: 'is empty' });
  });
});

describe('inspectOfficeZip', () => {
  it('refuses a zip bomb by its declared uncompressed size, before inflating', () => {
    const bomb = zipOf(
      { '[Content_Types].xml': 'x', 'word/document.xml': 'y' },
      { fakeUncompressed: 400 * 1024 * 1024 },
    );
    expect(inspectOfficeZip(bomb, ['word/document.xml'])).toEqual({
      ok: false,
      reason: 'uncompressed size too large',
    });
  });

  it('refuses entry names that climb out of the archive', () => {
    const evil = zipOf({ '[Content_Types].xml': 'x', '../word/document.xml': 'y' });
    expect(inspectOfficeZip(evil, [])).toEqual({ ok: false, reason: 'unsafe entry name' });
  });

  it('refuses a truncated archive', () => {
    expect(inspectOfficeZip(DOCX_MINIMAL.subarray(0, 60), []).ok).toBe(false);
  });
});
