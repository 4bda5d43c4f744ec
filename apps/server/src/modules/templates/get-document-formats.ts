import type { getDocumentFormats } from '@atrium/contract/templates';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/** Whether this server converts generated documents to PDF (docs/product/templates.md#pdf). */
export const getDocumentFormatsHandler: OperationHandler<typeof getDocumentFormats> = ({ deps }) =>
  Promise.resolve({ pdf: deps.documents.pdfAvailable });
