import { and, eq } from 'drizzle-orm';
import {
  BULK_RESULT_KEEP_DAYS,
  type BulkGeneration,
  type downloadBulkGeneration,
  type getBulkGeneration,
} from '@atrium/contract/templates';
import { jobProgress } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import type { Platform } from '../../platform/platform.ts';
import { StorageNotFoundError } from '../../platform/storage/storage-driver.ts';
import { contentDisposition } from '../../platform/uploads/file-name.ts';
import {
  bulkResultExpiresAt,
  bulkResultKey,
  findBulkZip,
  readBulkSelection,
  TEMPLATE_BULK_QUEUE,
} from './bulk-results.ts';

/*
 * A bulk generation as the person who started it sees it (docs/product/templates.md#bulk-generation):
 * its progress, the choice it was started with, its failures and its ZIP until it is removed.
 */

/** What a finished job stores beside its ZIP. */
export interface BulkResult {
  zipName: string;
  documents: number;
  failures: BulkGeneration['failures'];
}

/** The progress message of a run whose ZIP did not fit the company's storage. */
export const STORAGE_FULL = 'storage-full';

const bulkUrl = (jobId: string) => `/api/Templates/bulk/${jobId}/zip`;

/** The caller's own bulk job (404 for anyone else's or an unknown id). */
async function ownJob(context: MemberContext, jobId: string) {
  const [row] = await context.withTenant((tx) =>
    tx
      .select()
      .from(jobProgress)
      .where(
        and(
          eq(jobProgress.jobId, jobId),
          eq(jobProgress.companyId, context.companyId),
          eq(jobProgress.startedByUserId, context.userId),
          eq(jobProgress.queue, TEMPLATE_BULK_QUEUE),
        ),
      ),
  );
  if (!row) throw notFound('The bulk generation');
  return row;
}

/** A completed job's stored ZIP (null once it has expired) and its result. */
async function completedResult(
  context: MemberContext,
  storage: Platform['storage'],
  row: typeof jobProgress.$inferSelect,
) {
  if (row.state !== 'completed') return { zip: null, result: null };
  const zip = await context.withTenant((tx) => findBulkZip(tx, context.companyId, row.jobId));
  return { zip, result: zip ? await readResult(storage, context.companyId, row.jobId) : null };
}

async function readResult(storage: Platform['storage'], companyId: string, jobId: string) {
  try {
    return JSON.parse((await storage.get(bulkResultKey(companyId, jobId))).toString('utf8')) as BulkResult;
  } catch (error) {
    if (error instanceof StorageNotFoundError) return null;
    throw error;
  }
}

export const getBulkGenerationHandler: OperationHandler<typeof getBulkGeneration> = async ({
  params,
  context,
  deps,
}) => {
  const row = await ownJob(context, params.jobId);
  const { zip, result } = await completedResult(context, deps.storage, row);
  const selection = await readBulkSelection(deps.storage, context.companyId, row.jobId);
  return {
    jobId: row.jobId,
    state: row.state,
    done: row.state === 'completed' ? Math.max(row.done, row.total) : row.done,
    total: row.total,
    documents: result?.documents ?? 0,
    failures: result?.failures ?? [],
    url: result ? bulkUrl(row.jobId) : null,
    expiresAt: zip && result ? bulkResultExpiresAt(zip.createdAt).toISOString() : null,
    expired: row.state === 'completed' && !zip,
    storageFull: row.state === 'failed' && row.message === STORAGE_FULL,
    selection,
  };
};

export const downloadBulkGenerationHandler: OperationHandler<typeof downloadBulkGeneration> = async ({
  params,
  context,
  deps,
  reply,
}) => {
  const row = await ownJob(context, params.jobId);
  const { zip, result } = await completedResult(context, deps.storage, row);
  if (row.state === 'completed' && !zip) {
    throw new AppError(
      'NOT_FOUND',
      `The ZIP of this bulk generation has expired: it is kept for ${BULK_RESULT_KEEP_DAYS} days. Generate the documents again.`,
    );
  }
  if (!zip || !result) throw notFound('The ZIP of this bulk generation');
  const stream = await deps.storage.getStream(zip.storageKey);
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition('attachment', result.zipName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  await reply.send(stream);
  return reply as never;
};
