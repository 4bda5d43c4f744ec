// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../jobs/jobs-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getJobProgress: OperationAddress<typeof operations.getJobProgress> = {
  operationId: 'jobs_GetJobProgress',
  method: 'GET',
  path: '/api/Jobs/:jobId/progress',
  tag: 'Jobs',
  access: { kind: 'signed-in' },
};
