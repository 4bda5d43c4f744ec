import { and, eq } from 'drizzle-orm';
import type { getJobProgress } from '@atrium/contract/jobs';
import { jobProgress } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/** A tracked job's progress, for the person who started it only (404 for anyone else). */
export const getJobProgressHandler: OperationHandler<typeof getJobProgress> = async ({ params, context }) => {
  const [row] = await context.withTenant((tx) =>
    tx
      .select()
      .from(jobProgress)
      .where(and(eq(jobProgress.jobId, params.jobId), eq(jobProgress.startedByUserId, context.userId))),
  );
  if (!row) throw notFound('The job');
  return {
    jobId: row.jobId,
    state: row.state,
    done: row.done,
    total: row.total,
    percent:
      row.state === 'completed'
        ? 100
        : row.total > 0
          ? Math.min(100, Math.floor((row.done * 100) / row.total))
          : null,
    message: row.message,
    result: row.result ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
};
