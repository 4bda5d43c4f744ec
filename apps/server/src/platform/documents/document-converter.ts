import { AppError } from '../errors/app-error.ts';

/**
 * Turns a finished DOCX into a PDF (docs/decisions/076-template-pdf-output.md). The DOCX stays the
 * document of record; the PDF is a conversion of it, never a second rendering. Generation code
 * depends on this interface only, so another converter can replace LibreOffice.
 */
export interface DocumentConverter {
  /** Whether this server makes PDF at all; the API and the screens offer PDF only then. */
  readonly pdfAvailable: boolean;
  /** Refuses with SERVICE_UNAVAILABLE when PDF is off, and when a conversion fails or runs too long. */
  toPdf(docx: Buffer): Promise<Buffer>;
}

export const pdfUnavailable = (): AppError =>
  new AppError('SERVICE_UNAVAILABLE', 'PDF is not available on this server; the DOCX is.');

export const conversionFailed = (why: string): AppError =>
  new AppError('SERVICE_UNAVAILABLE', `The document could not be converted to PDF: ${why}.`);

/** The converter of a server without LibreOffice: DOCX only, and it says so. */
export const noDocumentConverter: DocumentConverter = {
  pdfAvailable: false,
  toPdf: () => Promise.reject(pdfUnavailable()),
};
