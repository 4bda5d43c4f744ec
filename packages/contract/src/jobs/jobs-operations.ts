import { z } from 'zod';
import { defineOperation } from '../operations/define-operation.ts';
import { jobProgressSchema } from './jobs-schemas.ts';

export const getJobProgress = defineOperation({
  operationId: 'jobs_GetJobProgress',
  method: 'GET',
  path: '/api/Jobs/:jobId/progress',
  summary: 'How far a long job the signed-in person started has come',
  description:
    'Another person’s job, or an unknown id, answers 404. A finished job may answer what it counted ' +
    '(`result`, e.g. the members an import added and updated), for the summary its screen ends with.',
  tag: 'Jobs',
  request: { params: z.object({ jobId: z.uuid() }) },
  response: { schema: jobProgressSchema },
  access: { kind: 'signed-in' },
});
