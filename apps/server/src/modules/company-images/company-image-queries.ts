import { and, eq } from 'drizzle-orm';
import {
  getCompanyImageFile,
  type CompanyImageKind,
  type CompanyImages,
} from '@atrium/contract/company-files';
import type { Transaction } from '../../db/database.ts';
import { companyImages, storedFiles } from '../../db/schema/index.ts';

/** The API path of a company image; the file id in it changes with the picture. */
export function companyImageUrl(kind: CompanyImageKind, fileId: string): string {
  return `${getCompanyImageFile.path}?kind=${kind}&v=${fileId}`;
}

export async function findCompanyImage(tx: Transaction, companyId: string, kind: CompanyImageKind) {
  const [row] = await tx
    .select({ file: storedFiles, updatedAt: companyImages.updatedAt })
    .from(companyImages)
    .innerJoin(storedFiles, eq(storedFiles.id, companyImages.fileId))
    .where(and(eq(companyImages.companyId, companyId), eq(companyImages.kind, kind)));
  return row ?? null;
}

export async function readCompanyImages(tx: Transaction, companyId: string): Promise<CompanyImages> {
  const rows = await tx
    .select({
      kind: companyImages.kind,
      fileId: storedFiles.id,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      updatedAt: companyImages.updatedAt,
    })
    .from(companyImages)
    .innerJoin(storedFiles, eq(storedFiles.id, companyImages.fileId))
    .where(eq(companyImages.companyId, companyId));
  const images: CompanyImages = { thumbnail: null, cover: null };
  for (const row of rows) {
    images[row.kind] = {
      fileId: row.fileId,
      contentType: row.contentType,
      size: row.size,
      updatedAt: row.updatedAt.toISOString(),
      url: companyImageUrl(row.kind, row.fileId),
    };
  }
  return images;
}

/**
 * Points `kind` at `fileId` and deletes the picture it replaces (row here, bytes after commit).
 * Answers the replaced file's storage key, if any.
 */
export async function setCompanyImage(
  tx: Transaction,
  companyId: string,
  kind: CompanyImageKind,
  fileId: string,
): Promise<string | null> {
  const previous = await findCompanyImage(tx, companyId, kind);
  await tx
    .insert(companyImages)
    .values({ companyId, kind, fileId })
    .onConflictDoUpdate({
      target: [companyImages.companyId, companyImages.kind],
      set: { fileId, updatedAt: new Date() },
    });
  if (!previous) return null;
  await tx.delete(storedFiles).where(eq(storedFiles.id, previous.file.id));
  return previous.file.storageKey;
}

/** Removes the picture of `kind`; answers its storage key, or null when there was none. */
export async function removeCompanyImage(tx: Transaction, companyId: string, kind: CompanyImageKind) {
  const current = await findCompanyImage(tx, companyId, kind);
  if (!current) return null;
  // company_images references stored_files with ON DELETE CASCADE.
  await tx.delete(storedFiles).where(eq(storedFiles.id, current.file.id));
  return current.file;
}
