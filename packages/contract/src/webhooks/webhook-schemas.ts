import { z } from 'zod';
import { WEBHOOK_EVENTS } from './webhook-events.ts';

export const WEBHOOK_NAME_MAX = 80;
export const WEBHOOK_URL_MAX = 2048;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);

const events = z
  .array(webhookEventSchema)
  .min(1, 'choose at least one event')
  .transform((list) => [...new Set(list)]);

export const createWebhookBodySchema = z.object({
  name: z.string().trim().min(1).max(WEBHOOK_NAME_MAX),
  url: z.url({ protocol: /^https$/, message: 'must be an https:// URL' }).max(WEBHOOK_URL_MAX),
  events,
});
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z.object({
  name: z.string().trim().min(1).max(WEBHOOK_NAME_MAX),
  events,
  /** Switching a disabled endpoint on again starts its failure count afresh. */
  enabled: z.boolean(),
});
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

export const webhookSchema = z.object({
  webhookId: z.uuid(),
  name: z.string(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  enabled: z.boolean(),
  /** Deliveries in a row that failed every attempt; reset by a success. */
  failuresInARow: z.number().int(),
  /** Set when the endpoint was switched off after failing too often. */
  disabledForFailuresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The newest delivery of an endpoint, as the list of endpoints shows it. */
export const webhookLastDeliverySchema = z.object({
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  /** The receiver's last HTTP status, or null when it could not be reached (or not tried yet). */
  lastStatus: z.number().int().nullable(),
  /** When it was last tried, else when its event happened. */
  at: z.iso.datetime(),
});
export type WebhookLastDelivery = z.infer<typeof webhookLastDeliverySchema>;

export const webhookListItemSchema = webhookSchema.extend({
  lastDelivery: webhookLastDeliverySchema.nullable(),
});
export type WebhookListItem = z.infer<typeof webhookListItemSchema>;

export const webhookListSchema = z.object({ webhooks: z.array(webhookListItemSchema) });

/** The only answer that carries the signing secret (`whsec_` and base64). */
export const createdWebhookSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookParamsSchema = z.object({ webhookId: z.uuid() });
export const webhookDeliveryParamsSchema = z.object({ webhookId: z.uuid(), deliveryId: z.uuid() });

export const webhookDeliverySchema = z.object({
  deliveryId: z.uuid(),
  /** The event's id: the `webhook-id` header, the same on every attempt. */
  eventId: z.uuid(),
  event: webhookEventSchema,
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  /** The receiver's last HTTP status, or null when it could not be reached. */
  lastStatus: z.number().int().nullable(),
  /** The start of the receiver's last answer, or why it could not be reached. */
  lastAnswer: z.string().nullable(),
  /** The body sent, exactly as signed. */
  payload: z.string(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
