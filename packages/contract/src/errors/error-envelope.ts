import { z } from 'zod';
import { ALL_ERROR_CODES } from './error-codes.ts';
import { ALL_MODULES } from '../access/index.ts';
import { errorReasonSchema } from './error-reasons.ts';

/** One wrong input field: `path` is dotted from the request part (`body.email`, `query.page`). */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  /** What the message means, for the reader's language (error-reasons.ts). */
  reason: errorReasonSchema.optional(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every non-2xx JSON answer of the API has this shape. `requestId` is also sent as the
 * `x-request-id` header, so a user can quote it and an operator can find the log line.
 * `modules` is present only for MODULE_NOT_SUBSCRIBED and names the missing modules.
 */
export const errorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.enum(ALL_ERROR_CODES),
      message: z.string(),
      requestId: z.string(),
      fields: z.array(fieldErrorSchema).optional(),
      modules: z.array(z.enum(ALL_MODULES)).optional(),
      reason: errorReasonSchema.optional(),
    }),
  })
  .meta({ id: 'ErrorEnvelope' });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
