import { and, eq } from 'drizzle-orm';
import type { getDetailFile } from '@atrium/contract/human-resources';
import { detailEntries, detailEntryFiles, storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { FileHandler } from '../../platform/operations/module-operations.ts';
import { sectionForMember } from './entry-queries.ts';

/**
 * A file of a section entry, for whoever may see that section of that member's record; 404 for
 * anyone else, so its existence is not given away.
 */
export const getDetailFileHandler: FileHandler<typeof getDetailFile> = async ({ params, context }) =>
  context.withTenant(async (tx) => {
    const [row] = await tx
      .select({ file: storedFiles, memberId: detailEntries.memberId, sectionId: detailEntries.sectionId })
      .from(detailEntryFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, detailEntryFiles.fileId))
      .innerJoin(detailEntries, eq(detailEntries.id, detailEntryFiles.entryId))
      .where(
        and(eq(detailEntryFiles.companyId, context.companyId), eq(detailEntryFiles.fileId, params.fileId)),
      );
    if (!row) throw notFound('The file');
    await sectionForMember(tx, context, row.memberId, row.sectionId).catch(() => {
      throw notFound('The file');
    });
    return { file: row.file, disposition: 'attachment', cacheControl: 'private, no-store' };
  });
