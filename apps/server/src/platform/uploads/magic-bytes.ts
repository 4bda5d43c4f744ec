import { UploadContentTypes, type UploadContentType } from '@atrium/contract/uploads';
import { inspectOfficeZip } from './office-zip.ts';

export type ContentCheck = { ok: true } | { ok: false; reason: string };

const startsWith = (data: Buffer, bytes: readonly number[], offset = 0): boolean =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

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

const CHECKS: Record<UploadContentType, (data: Buffer) => ContentCheck> = {
  'image/png': (d) =>
    startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ? { ok: true } : bad('PNG'),
  'image/jpeg': (d) => (startsWith(d, [0xff, 0xd8, 0xff]) ? { ok: true } : bad('JPEG')),
  'image/gif': (d) =>
    startsWith(d, ascii('GIF87a')) || startsWith(d, ascii('GIF89a')) ? { ok: true } : bad('GIF'),
  'image/webp': (d) =>
    startsWith(d, ascii('RIFF')) && startsWith(d, ascii('WEBP'), 8) ? { ok: true } : bad('WebP'),
  'application/pdf': (d) => (startsWith(d, ascii('%PDF-')) ? { ok: true } : bad('PDF')),
  [UploadContentTypes.DOCX]: (d) => office(d, ['[Content_Types].xml', 'word/document.xml'], 'DOCX'),
  [UploadContentTypes.XLSX]: (d) => office(d, ['[Content_Types].xml', 'xl/workbook.xml'], 'XLSX'),
  'text/plain': checkText,
  'text/csv': checkText,
};

function bad(type: string): ContentCheck {
  return { ok: false, reason: `is not a ${type} file` };
}

function office(data: Buffer, required: readonly string[], type: string): ContentCheck {
  const verdict = inspectOfficeZip(data, required);
  return verdict.ok ? { ok: true } : { ok: false, reason: `is not a valid ${type} file (${verdict.reason})` };
}

/** Whether the bytes are what the declared content type says (magic bytes, structure for OOXML). */
export function checkContent(data: Buffer, declared: UploadContentType): ContentCheck {
  if (data.length === 0) return { ok: false, reason: 'is empty' };
  return CHECKS[declared](data);
}
