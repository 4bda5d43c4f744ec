import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { uploadMemberDetailFile, uploadMyDetailFile } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import { storedFiles, uploadSessions } from '../../db/schema/index.ts';

/*
 * Files uploaded for a section's file field but never saved in an entry
 * (docs/product/human-resources.md#file-fields, decision 069): removed once they are this old. The
 * upload record that ties a file to its section is swept at 24 hours, so the job, run hourly, looks
 * a little before that and sees every such upload at least once.
 */
const ORPHAN_AFTER_MS = 22 * 60 * 60 * 1000;

/**
 * Deletes the company's section uploads older than `ORPHAN_AFTER_MS` that no entry holds and no
 * pending proposal names; answers their storage keys, to delete once the transaction commits.
 */
export async function removeOrphanSectionFiles(
  tx: Transaction,
  companyId: string,
  now = new Date(),
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - ORPHAN_AFTER_MS);
  const orphans = await tx
    .select({ id: storedFiles.id })
    .from(uploadSessions)
    .innerJoin(storedFiles, eq(storedFiles.id, uploadSessions.completedFileId))
    .where(
      and(
        eq(uploadSessions.companyId, companyId),
        inArray(uploadSessions.operationId, [
          uploadMyDetailFile.operationId,
          uploadMemberDetailFile.operationId,
        ]),
        lt(uploadSessions.updatedAt, cutoff),
        sql`not exists (select 1 from detail_entry_files held where held.file_id = ${storedFiles.id})`,
        // A proposal's files wait in its changes until HR decides it.
        sql`not exists (select 1 from change_proposals proposed
          where proposed.company_id = ${companyId} and proposed.status = 'pending'
            and proposed.changes::text like '%' || ${storedFiles.id}::text || '%')`,
      ),
    );
  if (orphans.length === 0) return [];
  const removed = await tx
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.companyId, companyId),
        inArray(
          storedFiles.id,
          orphans.map((orphan) => orphan.id),
        ),
      ),
    )
    .returning({ storageKey: storedFiles.storageKey });
  return removed.map((row) => row.storageKey);
}
