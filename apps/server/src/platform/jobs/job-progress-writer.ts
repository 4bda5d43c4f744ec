import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { jobProgress, type JobProgressState } from '../../db/schema/index.ts';

type Tenant = { companyId: string; userId: string | null };

/** Creates or moves a tracked job's progress row, in the job's company scope. */
export async function recordJobProgress(
  database: Database,
  tenant: Tenant,
  progress: {
    jobId: string;
    queue: string;
    state?: JobProgressState;
    done?: number;
    total?: number;
    message?: string | undefined;
    result?: Record<string, number>;
  },
): Promise<void> {
  const changes = {
    ...(progress.state ? { state: progress.state } : {}),
    ...(progress.done !== undefined ? { done: Math.max(0, Math.trunc(progress.done)) } : {}),
    ...(progress.total !== undefined ? { total: Math.max(0, Math.trunc(progress.total)) } : {}),
    ...(progress.message !== undefined ? { message: progress.message } : {}),
    ...(progress.result !== undefined ? { result: progress.result } : {}),
    updatedAt: sql`now()`,
  };
  await database.withTenant(tenant, (tx) =>
    tx
      .insert(jobProgress)
      .values({
        jobId: progress.jobId,
        companyId: tenant.companyId,
        startedByUserId: tenant.userId,
        queue: progress.queue,
        ...changes,
      })
      .onConflictDoUpdate({ target: jobProgress.jobId, set: changes }),
  );
}

/** The final state; a completed job shows as done/total = 100 %. */
export async function settleJobProgress(
  database: Database,
  tenant: Tenant,
  jobId: string,
  outcome: 'completed' | 'failed',
): Promise<void> {
  await database.withTenant(tenant, (tx) =>
    tx
      .update(jobProgress)
      .set({
        state: outcome,
        ...(outcome === 'completed'
          ? { done: sql`greatest(${jobProgress.total}, ${jobProgress.done})` }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(jobProgress.jobId, jobId)),
  );
}
