import { BULK_RESULT_KEEP_DAYS, type downloadBulkGeneration } from '@atrium/contract/templates';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { contentDisposition } from '../../platform/uploads/file-name.ts';
import { completedResult, ownJob } from './bulk-job-queries.ts';

/** The ZIP of the caller's finished bulk generation, until it is removed. */
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
