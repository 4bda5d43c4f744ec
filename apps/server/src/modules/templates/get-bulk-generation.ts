import type { getBulkGeneration } from '@atrium/contract/templates';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { completedResult, ownJob, STORAGE_FULL } from './bulk-job-queries.ts';
import { bulkResultExpiresAt, readBulkSelection } from './bulk-results.ts';

const bulkUrl = (jobId: string) => `/api/Templates/bulk/${jobId}/zip`;

/** The caller's bulk generation: its progress, its choice, its failures and its ZIP's link. */
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
