import type { MemberImportField } from '@atrium/contract/member-import';
import type { MemberContext } from '../../../platform/auth/request-context.ts';
import { validationFailed } from '../../../platform/errors/app-error.ts';
import type { StorageDriver } from '../../../platform/storage/storage-driver.ts';
import { checkImport, ImportHeaderError } from './check-import.ts';
import { findImportFile, loadImportFile } from './import-file.ts';

/** Loads the caller's uploaded file and checks it (read only); header problems are a 400. */
export async function checkUploadedImport(
  context: MemberContext,
  storage: StorageDriver,
  fileId: string,
  columns: readonly (MemberImportField | '')[] | undefined,
  from: 'query' | 'body',
) {
  return context.withTenant(async (tx) => {
    const stored = await findImportFile(tx, context.companyId, context.userId, fileId);
    const file = await loadImportFile(storage, stored.storageKey);
    try {
      return { stored, file, check: await checkImport(tx, context, file, columns) };
    } catch (error) {
      if (error instanceof ImportHeaderError) {
        throw validationFailed(error.message, [{ path: `${from}.columns`, message: error.message }]);
      }
      throw error;
    }
  });
}
