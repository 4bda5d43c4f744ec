import type { getMemberImportErrorReport } from '@atrium/contract/member-import';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { toCsvBytes } from '../../../platform/spreadsheet/spreadsheet-cell.ts';
import { checkUploadedImport } from './checked-import.ts';
import { importMessageText, REPORT_HEADINGS } from './import-message-text.ts';

/**
 * Every error of the dry run, one line each, cells neutralised like every export, in the upload's
 * own separator and encoding: the person opens it in the Excel that saved the file; its headings
 * and problems are in the reader's language (docs/product/human-resources.md#importing-members).
 */
export const getMemberImportErrorReportHandler: OperationHandler<typeof getMemberImportErrorReport> = async ({
  query,
  context,
  deps,
  reply,
}) => {
  const { file, check } = await checkUploadedImport(
    context,
    deps.storage,
    query.fileId,
    query.columns,
    'query',
  );
  const cellsOf = new Map(file.records.map((record) => [record.row, record.cells]));
  const emailColumn = check.columns.findIndex((column) => column.field === 'email');
  reply
    .header('content-type', `text/csv; charset=${file.encoding}`)
    .header('content-disposition', 'attachment; filename="import-errors.csv"')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  const report = toCsvBytes(
    [...REPORT_HEADINGS[query.language]],
    check.errors.map((error) => {
      const record = cellsOf.get(error.row) ?? [];
      const column = check.columns.findIndex((candidate) => candidate.header === error.column);
      return [
        error.row,
        error.column,
        record[emailColumn] ?? '',
        column >= 0 ? (record[column] ?? '') : '',
        importMessageText(error.message, query.language),
      ];
    }),
    { separator: file.delimiter, encoding: file.encoding },
  );
  // Bytes bypass the response serializer; returning the reply tells Fastify it is sent.
  await reply.send(report);
  return reply as unknown as string;
};
