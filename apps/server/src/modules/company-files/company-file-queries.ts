import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  downloadCompanyFile,
  type CompanyFiles,
  type CompanyFileSection,
} from '@atrium/contract/company-files';
import type { Transaction } from '../../db/database.ts';
import { companyFileSections, companyFiles, storedFiles, users } from '../../db/schema/index.ts';

export const companyFileUrl = (fileId: string): string => `${downloadCompanyFile.path}?fileId=${fileId}`;

/** Sections in order, with how many files each holds (one query). */
export async function listSections(tx: Transaction, companyId: string): Promise<CompanyFileSection[]> {
  const rows = await tx
    .select({
      companyDetailSectionId: companyFileSections.id,
      name: companyFileSections.name,
      sortOrder: companyFileSections.sortOrder,
      fileCount: count(companyFiles.fileId),
    })
    .from(companyFileSections)
    .leftJoin(companyFiles, eq(companyFiles.sectionId, companyFileSections.id))
    .where(eq(companyFileSections.companyId, companyId))
    .groupBy(companyFileSections.id)
    .orderBy(asc(companyFileSections.sortOrder), asc(companyFileSections.createdAt));
  return rows.map((row) => ({ ...row, fileCount: Number(row.fileCount) }));
}

/** Everything the company-files screen shows, in two queries (bounded by the section and file caps). */
export async function readCompanyFiles(tx: Transaction, companyId: string): Promise<CompanyFiles> {
  const sections = await listSections(tx, companyId);
  const files =
    sections.length === 0
      ? []
      : await tx
          .select({
            sectionId: companyFiles.sectionId,
            fileId: storedFiles.id,
            name: storedFiles.name,
            size: storedFiles.size,
            contentType: storedFiles.contentType,
            createdAt: storedFiles.createdAt,
            uploaderId: users.id,
            uploaderName: users.name,
            uploaderEmail: users.email,
          })
          .from(companyFiles)
          .innerJoin(storedFiles, eq(storedFiles.id, companyFiles.fileId))
          .leftJoin(users, eq(users.id, storedFiles.uploadedByUserId))
          .where(
            and(
              eq(companyFiles.companyId, companyId),
              inArray(
                companyFiles.sectionId,
                sections.map((section) => section.companyDetailSectionId),
              ),
            ),
          )
          .orderBy(desc(storedFiles.createdAt), asc(storedFiles.name));
  return {
    sections: sections.map((section) => ({
      ...section,
      files: files
        .filter((file) => file.sectionId === section.companyDetailSectionId)
        .map((file) => ({
          fileId: file.fileId,
          name: file.name,
          size: file.size,
          contentType: file.contentType,
          uploadedBy: file.uploaderId
            ? { userId: file.uploaderId, name: file.uploaderName || file.uploaderEmail || '' }
            : null,
          createdAt: file.createdAt.toISOString(),
          url: companyFileUrl(file.fileId),
        })),
    })),
  };
}

export async function findSection(
  tx: Transaction,
  companyId: string,
  sectionId: string,
  options: { lock?: boolean } = {},
) {
  const query = tx
    .select()
    .from(companyFileSections)
    .where(and(eq(companyFileSections.companyId, companyId), eq(companyFileSections.id, sectionId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Another section of the company with this name, ignoring case. */
export async function sectionNamed(tx: Transaction, companyId: string, name: string, exceptId?: string) {
  const rows = await tx
    .select({ id: companyFileSections.id })
    .from(companyFileSections)
    .where(
      and(
        eq(companyFileSections.companyId, companyId),
        sql`lower(${companyFileSections.name}) = lower(${name})`,
      ),
    );
  return rows.some((row) => row.id !== exceptId);
}

export async function findCompanyFile(tx: Transaction, companyId: string, fileId: string) {
  const [row] = await tx
    .select({ file: storedFiles, sectionId: companyFiles.sectionId })
    .from(companyFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, companyFiles.fileId))
    .where(and(eq(companyFiles.companyId, companyId), eq(companyFiles.fileId, fileId)));
  return row ?? null;
}

export async function filesInSection(tx: Transaction, sectionId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(companyFiles)
    .where(eq(companyFiles.sectionId, sectionId));
  return Number(row?.value ?? 0);
}
