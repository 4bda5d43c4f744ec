import { eq } from 'drizzle-orm';
import type { deleteDetailEntry } from '@atrium/contract/human-resources';
import { detailEntries } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { deleteStoredFiles } from './entry-files.ts';
import { auditEntry, requireEdit } from './entry-queries.ts';
import { deleteAfterCommit } from './stored-bytes.ts';
import { memberEntry } from './update-detail-entry.ts';
import { detailEntryFiles } from '../../db/schema/index.ts';

/** HR removes a member's entry with its files. */
export const deleteDetailEntryHandler: OperationHandler<typeof deleteDetailEntry> = async ({
  params,
  context,
  deps,
  request,
}) => {
  const memberId = params.companyMemberId;
  const removedKeys = await context.withTenant(async (tx) => {
    const { entry, section, level } = await memberEntry(tx, context, memberId, params.entryId);
    requireEdit(level);
    const files = await tx
      .select({ fileId: detailEntryFiles.fileId })
      .from(detailEntryFiles)
      .where(eq(detailEntryFiles.entryId, entry.id));
    const keys = await deleteStoredFiles(
      tx,
      context.companyId,
      files.map((file) => file.fileId),
    );
    await tx.delete(detailEntries).where(eq(detailEntries.id, entry.id));
    await auditEntry(tx, context, memberId, section.sectionId, { entryId: entry.id, action: 'removed' });
    return keys;
  });
  await deleteAfterCommit(deps, request, removedKeys);
};
