import { MEMBER_IMPORT_ERRORS_LISTED_MAX, type previewMemberImport } from '@atrium/contract/member-import';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { checkUploadedImport } from './checked-import.ts';
import { dataRowCount } from './csv-file.ts';
import { importMessageText } from './import-message-text.ts';

/**
 * The dry run: nothing is written; every error by row and column (the first ones listed), in the
 * reader's language.
 */
export const previewMemberImportHandler: OperationHandler<typeof previewMemberImport> = async ({
  query,
  context,
  deps,
}) => {
  const { file, check } = await checkUploadedImport(
    context,
    deps.storage,
    query.fileId,
    query.columns,
    'query',
  );
  return {
    encoding: file.encoding,
    delimiter: file.delimiter,
    columns: check.columns,
    // Every data row of the file, a wrong one too: the count the person sees in their spreadsheet.
    rows: dataRowCount(file),
    creates: check.creates,
    updates: check.updates,
    errorCount: check.errors.length,
    errors: check.errors
      .slice(0, MEMBER_IMPORT_ERRORS_LISTED_MAX)
      .map((error) => ({ ...error, message: importMessageText(error.message, query.language) })),
  };
};
