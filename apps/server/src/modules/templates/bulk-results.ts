import { createHash } from 'node:crypto';
import { and, eq, gte, like, lt, ne } from 'drizzle-orm';
import { addDays } from '@atrium/contract/dates';
import { BULK_RESULT_KEEP_DAYS, type BulkSelectionSummary } from '@atrium/contract/templates';
import type { Database, Transaction } from '../../db/database.ts';
import { jobProgress, storedFiles } from '../../db/schema/index.ts';
import { checkStoredBytesQuota } from '../../platform/quotas/quotas.ts';
import { StorageNotFoundError, type StorageDriver } from '../../platform/storage/storage-driver.ts';

/*
 * What a bulk generation keeps (docs/product/templates.md#bulk-generation, decision 077): its ZIP,
 * recorded as one of the company's stored files so that it counts in the company's storage, and a
 * small result (the failures) beside it. Both are removed BULK_RESULT_KEEP_DAYS after the ZIP was
 * made by a daily cleanup; the stored file row is what says a result still exists. A member
 * template's run also keeps the choice it was started with from its start, so that its screen
 * names it at every state; it goes with the ZIP, or for a run that never made one
 * BULK_RESULT_KEEP_DAYS after it started.
 */

export const TEMPLATE_BULK_QUEUE = 'templates.bulk-generation';

const ZIP = 'application/zip';
/** Bulk ZIPs are the only stored files under this prefix. */
const BULK_ZIP_PATTERN = 'generated/%/bulk-%.zip';

export const BULK_RESULTS_CLEANUP_QUEUE = 'templates.bulk-results-cleanup';

export const bulkZipKey = (companyId: string, jobId: string) => `generated/${companyId}/bulk-${jobId}.zip`;
export const bulkResultKey = (companyId: string, jobId: string) =>
  `generated/${companyId}/bulk-${jobId}.json`;

export const bulkSelectionKey = (companyId: string, jobId: string) =>
  `generated/${companyId}/bulk-${jobId}-selection.json`;

export const bulkResultExpiresAt = (madeAt: Date) => addDays(madeAt, BULK_RESULT_KEEP_DAYS);

/** The stored ZIP of a job, or null when there never was one or it has been removed. */
export async function findBulkZip(tx: Transaction, companyId: string, jobId: string) {
  const [row] = await tx
    .select()
    .from(storedFiles)
    .where(
      and(eq(storedFiles.companyId, companyId), eq(storedFiles.storageKey, bulkZipKey(companyId, jobId))),
    );
  return row ?? null;
}

/**
 * Stores a job's ZIP and records it as the company's stored file, in the job's transaction: 413
 * when it would take the company past its storage quota. A retried job replaces its own ZIP (its
 * earlier row does not count against it), and the ZIP's retention starts again.
 */
export async function keepBulkZip(
  tx: Transaction,
  storage: Pick<StorageDriver, 'put'>,
  input: { companyId: string; userId: string; jobId: string; name: string; bytes: Buffer },
): Promise<void> {
  const storageKey = bulkZipKey(input.companyId, input.jobId);
  await tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.companyId, input.companyId), eq(storedFiles.storageKey, storageKey)));
  await checkStoredBytesQuota(tx, { companyId: input.companyId, incomingBytes: input.bytes.length });
  await storage.put(storageKey, input.bytes, { contentType: ZIP });
  await tx.insert(storedFiles).values({
    companyId: input.companyId,
    uploadedByUserId: input.userId,
    kind: 'file',
    name: input.name,
    contentType: ZIP,
    size: input.bytes.length,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
    storageKey,
  });
}

/** Keeps the choice a run was started with, beside its result. */
export async function keepBulkSelection(
  storage: Pick<StorageDriver, 'put'>,
  companyId: string,
  jobId: string,
  selection: BulkSelectionSummary,
): Promise<void> {
  await storage.put(bulkSelectionKey(companyId, jobId), Buffer.from(JSON.stringify(selection)), {
    contentType: 'application/json',
  });
}

/** The choice a run was started with; null for a leave request template's run or once removed. */
export async function readBulkSelection(
  storage: Pick<StorageDriver, 'get'>,
  companyId: string,
  jobId: string,
): Promise<BulkSelectionSummary | null> {
  try {
    return JSON.parse(
      (await storage.get(bulkSelectionKey(companyId, jobId))).toString('utf8'),
    ) as BulkSelectionSummary;
  } catch (error) {
    if (error instanceof StorageNotFoundError) return null;
    throw error;
  }
}

/**
 * Removes every company's bulk results made more than BULK_RESULT_KEEP_DAYS before `now` (system
 * work, as the scheduled cleanup): the rows first, then their bytes and the runs' choices; answers
 * how many ZIPs went. Bytes that fail to go are only logged: no row names them any more.
 */
export async function removeExpiredBulkResults(
  deps: { database: Pick<Database, 'owner'>; storage: Pick<StorageDriver, 'delete'> },
  now: Date = new Date(),
  log?: { warn(object: object, message: string): void },
): Promise<number> {
  const before = addDays(now, -BULK_RESULT_KEEP_DAYS);
  const removed = await deps.database.owner
    .delete(storedFiles)
    .where(and(like(storedFiles.storageKey, BULK_ZIP_PATTERN), lt(storedFiles.createdAt, before)))
    .returning({ storageKey: storedFiles.storageKey });
  const keys = removed.flatMap(({ storageKey }) => [
    storageKey,
    storageKey.replace(/\.zip$/, '.json'),
    storageKey.replace(/\.zip$/, '-selection.json'),
  ]);
  // A run that made no ZIP (it failed, or never ran) kept only its choice, which goes once the run
  // is BULK_RESULT_KEEP_DAYS old. Only runs that reached that age within another such span are
  // looked at: a day the cleanup missed is made up later, and old runs are not gone through daily.
  const unfinished = await deps.database.owner
    .select({ companyId: jobProgress.companyId, jobId: jobProgress.jobId })
    .from(jobProgress)
    .where(
      and(
        eq(jobProgress.queue, TEMPLATE_BULK_QUEUE),
        ne(jobProgress.state, 'completed'),
        lt(jobProgress.createdAt, before),
        gte(jobProgress.createdAt, addDays(before, -BULK_RESULT_KEEP_DAYS)),
      ),
    );
  keys.push(...unfinished.map((run) => bulkSelectionKey(run.companyId, run.jobId)));
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      log?.warn({ err: error }, 'removing bulk result bytes failed');
    });
  }
  return removed.length;
}
