import { and, eq } from 'drizzle-orm';
import type { BulkGeneration } from '@atrium/contract/templates';
import { jobProgress } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { Platform } from '../../platform/platform.ts';
import { StorageNotFoundError } from '../../platform/storage/storage-driver.ts';
import { bulkResultKey, findBulkZip, TEMPLATE_BULK_QUEUE } from './bulk-results.ts';

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

/** The caller's own bulk job (404 for anyone else's or an unknown id). */
export async function ownJob(context: MemberContext, jobId: string) {
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
export async function completedResult(
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
