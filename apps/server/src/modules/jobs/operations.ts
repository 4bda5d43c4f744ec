import { getJobProgress } from '@atrium/contract/jobs';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { getJobProgressHandler } from './get-job-progress.ts';

/** What the web app reads about background jobs (platform/jobs). */
export const jobsOperations = defineModuleOperations({
  [getJobProgress.operationId]: { operation: getJobProgress, handler: getJobProgressHandler },
});
