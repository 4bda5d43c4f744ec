import { z } from 'zod';

export const jobProgressSchema = z.object({
  jobId: z.uuid(),
  state: z.enum(['queued', 'running', 'completed', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  /** 0–100; null while the total is not known. */
  percent: z.number().int().min(0).max(100).nullable(),
  message: z.string().nullable(),
  /**
   * What the finished job counted, by name, for the summary the screen that started it ends with
   * (the member import: memberImportResultSchema); null until then, or when the job counts nothing.
   */
  result: z.record(z.string(), z.number()).nullable(),
  updatedAt: z.iso.datetime(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;
