import { fileTypeFromBuffer } from 'file-type';
import { UploadContentTypes, type UploadContentType } from '@atrium/contract/uploads';
import { inspectOfficeZip } from './office-zip.ts';

export type ContentCheck = { ok: true } | { ok: false; reason: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text must be UTF-8 with no NUL and no control characters besides tab, line breaks, form feed. */
function checkText(data: Buffer): ContentCheck {
  try {
    const text = utf8.decode(data);
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text))
      return { ok: false, reason: 'contains binary data' };
    return { ok: true };
  } catch {
    return { ok: false, reason: 'is not UTF-8 text' };
  }
}

/** Formats recognised by their signature (file-type); the declared type must be the one found. */
const SIGNED: ReadonlySet<UploadContentType> = new Set([
  UploadContentTypes.PNG,
  UploadContentTypes.JPEG,
  UploadContentTypes.GIF,
  UploadContentTypes.WEBP,
  UploadContentTypes.PDF,
]);

/** What a DOCX or XLSX must contain, read from the ZIP directory without inflating anything. */
const OFFICE_PARTS: Partial<Record<UploadContentType, { parts: readonly string[]; name: string }>> = {
  [UploadContentTypes.DOCX]: { parts: ['[Content_Types].xml', 'word/document.xml'], name: 'DOCX' },
  [UploadContentTypes.XLSX]: { parts: ['[Content_Types].xml', 'xl/workbook.xml'], name: 'XLSX' },
};

const TYPE_NAMES: Partial<Record<UploadContentType, string>> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};

function bad(type: string): ContentCheck {
  return { ok: false, reason: `is not a ${type} file` };
}

/**
 * Whether the bytes are what the declared content type says: the signature as file-type reads it
 * for images and PDF, the ZIP directory for OOXML (which file-type may only see as a ZIP), and
 * UTF-8 without control characters and without any known binary signature for text.
 */
export async function checkContent(data: Buffer, declared: UploadContentType): Promise<ContentCheck> {
  if (data.length === 0) return { ok: false, reason: 'is empty' };
  const found = (await fileTypeFromBuffer(data))?.mime;
  if (SIGNED.has(declared)) return found === declared ? { ok: true } : bad(TYPE_NAMES[declared] ?? declared);
  const office = OFFICE_PARTS[declared];
  if (office) {
    if (found !== declared && found !== 'application/zip') return bad(office.name);
    const verdict = await inspectOfficeZip(data, office.parts);
    return verdict.ok
      ? { ok: true }
      : { ok: false, reason: `is not a valid ${office.name} file (${verdict.reason})` };
  }
  if (found !== undefined) return { ok: false, reason: 'contains binary data' };
  return declared === UploadContentTypes.CSV ? checkCsv(data) : checkText(data);
}

/**
 * CSV may also come in the single-byte Windows-1251 older spreadsheets save Cyrillic in (the
 * member import reads both; decision 068): bytes that are not UTF-8 pass when they hold no
 * control characters.
 */
function checkCsv(data: Buffer): ContentCheck {
  const text = checkText(data);
  if (text.ok || text.reason !== 'is not UTF-8 text') return text;
  // eslint-disable-next-line no-control-regex
  return /[\x00-\x08\x0b\x0e-\x1f\x7f]/.test(data.toString('latin1'))
    ? { ok: false, reason: 'contains binary data' }
    : { ok: true };
}
