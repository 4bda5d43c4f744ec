import { z } from 'zod';

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
/** Messages one person may send per SUPPORT_RATE_WINDOW_MINUTES. */
export const SUPPORT_RATE_LIMIT = 5;
export const SUPPORT_RATE_WINDOW_MINUTES = 60;

const lengthBetween = (min: number, max: number) => `must be ${min} to ${max} characters`;

export const createSupportMessageBodySchema = z.object({
  // One line: it becomes the e-mail's subject header.
  subject: z
    .string()
    .trim()
    .min(SUPPORT_SUBJECT_MIN, lengthBetween(SUPPORT_SUBJECT_MIN, SUPPORT_SUBJECT_MAX))
    .max(SUPPORT_SUBJECT_MAX, lengthBetween(SUPPORT_SUBJECT_MIN, SUPPORT_SUBJECT_MAX))
    .regex(/^[^\r\n]*$/, 'must be one line'),
  message: z
    .string()
    .trim()
    .min(SUPPORT_MESSAGE_MIN, lengthBetween(SUPPORT_MESSAGE_MIN, SUPPORT_MESSAGE_MAX))
    .max(SUPPORT_MESSAGE_MAX, lengthBetween(SUPPORT_MESSAGE_MIN, SUPPORT_MESSAGE_MAX)),
  /** Name the company the person acts in, so support knows which tenant it is about. */
  includeCompany: z.boolean().default(false),
});
export type CreateSupportMessageBody = z.input<typeof createSupportMessageBodySchema>;

/** EMAILED: stored and handed to the mail layer; STORED: kept only (no support address, or the mail failed). */
export const supportDeliverySchema = z.enum(['EMAILED', 'STORED']);

export const supportMessageCreatedSchema = z.object({
  messageId: z.uuid(),
  createdAt: z.iso.datetime(),
  delivery: supportDeliverySchema,
});
export type SupportMessageCreated = z.infer<typeof supportMessageCreatedSchema>;

export const supportInfoSchema = z.object({
  /** SUPPORT_EMAIL of this installation; null when messages are only stored. */
  supportEmail: z.string().nullable(),
});
export type SupportInfo = z.infer<typeof supportInfoSchema>;
