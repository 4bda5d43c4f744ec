import type { startTestJob } from '@atrium/contract/testing';
import { AppError } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { perPersonLimit } from './per-person-limit.ts';
import { TEST_JOB_QUEUE, TEST_JOB_STEPS } from './test-job.ts';

const LIMIT = 3;
const allowed = perPersonLimit(LIMIT, 60_000);

/** Starts the tracked test job (test-job.ts) for the caller in the current company. */
export const startTestJobHandler: OperationHandler<typeof startTestJob> = async ({ context, deps }) => {
  if (!allowed(context.userId)) {
    throw new AppError('RATE_LIMITED', `You can start ${LIMIT} test jobs per minute.`);
  }
  const jobId = await deps.jobs.send(
    TEST_JOB_QUEUE,
    { steps: TEST_JOB_STEPS },
    { tenant: { companyId: context.companyId, userId: context.userId }, track: true },
  );
  if (!jobId) throw new Error('the test job was not queued');
  return { jobId };
};
