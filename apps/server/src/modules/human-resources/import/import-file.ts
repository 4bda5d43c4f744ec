import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { storedFiles } from '../../../db/schema/index.ts';
import { notFound, validationFailed } from '../../../platform/errors/app-error.ts';
import type { StorageDriver } from '../../../platform/storage/storage-driver.ts';
import { CsvReadError, readCsv, type CsvFile } from './csv-file.ts';

/** The import file the caller uploaded (another person's or company's is not found). */
export async function findImportFile(tx: Transaction, companyId: string, userId: string, fileId: string) {
  const [file] = await tx
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.companyId, companyId),
        eq(storedFiles.id, fileId),
        eq(storedFiles.uploadedByUserId, userId),
        eq(storedFiles.contentType, 'text/csv'),
      ),
    );
  if (!file) throw notFound('The import file');
  return file;
}

/** Reads the stored CSV; a file that is not CSV at all is a 400 naming the problem. */
export async function loadImportFile(storage: StorageDriver, storageKey: string): Promise<CsvFile> {
  try {
    return readCsv(await storage.get(storageKey));
  } catch (error) {
    if (error instanceof CsvReadError) {
      throw validationFailed(error.message, [{ path: 'query.fileId', message: error.message }]);
    }
    throw error;
  }
}
