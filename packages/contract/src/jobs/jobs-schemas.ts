import { z } from 'zod';

export const jobProgressSchema = z.object({
  jobId: z.uuid(),
  state: z.enum(['queued', 'running', 'completed', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  /** 0–100; null while the total is not known. */
  percent: z.number().int().min(0).max(100).nullable(),
  message: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;
