import { conversionFailed, type DocumentConverter } from '../../platform/documents/document-converter.ts';
import { checkTemplateDocx } from './docx-safety.ts';

export const PDF = 'application/pdf';

/** `Certificate – Milan.docx` → `Certificate – Milan.pdf`. */
export const pdfFileName = (docxName: string): string => `${docxName.replace(/\.docx$/i, '')}.pdf`;

/**
 * A generated DOCX as PDF (docs/product/templates.md#pdf). The document passes the same check as
 * an uploaded template before LibreOffice opens it, so whatever a template smuggled past its
 * upload (an outside link, a macro part) is stripped or refused here too.
 */
export async function generatedPdf(converter: DocumentConverter, docx: Buffer): Promise<Buffer> {
  const verdict = await checkTemplateDocx(docx, 'document.docx');
  if (!verdict.ok) throw conversionFailed(`the document was refused (${verdict.reason})`);
  return converter.toPdf(verdict.data);
}
