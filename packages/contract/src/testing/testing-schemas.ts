import { z } from 'zod';

export const testEmailSentSchema = z.object({
  /** The address the test e-mail went to (the person's own). */
  sentTo: z.string(),
});

export const testInAppSentSchema = z.object({
  /** The notification event queued for the caller; its in-app notification follows in a moment. */
  eventId: z.uuid(),
});

export const testJobStartedSchema = z.object({
  /** Read its progress with jobs_GetJobProgress. */
  jobId: z.uuid(),
});
