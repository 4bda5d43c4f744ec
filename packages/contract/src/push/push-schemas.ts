import { z } from 'zod';

/** A browser's PushSubscription as `subscription.toJSON()` gives it (keys in base64url). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.string().trim().min(1).max(2048),
  keys: z.object({
    p256dh: z.string().trim().min(1).max(200),
    auth: z.string().trim().min(1).max(100),
  }),
});

export const pushUnsubscribeBodySchema = z.object({
  endpoint: z.string().trim().min(1).max(2048),
});

export const pushPublicKeySchema = z.object({
  /** The VAPID public key (base64url), the `applicationServerKey` of PushManager.subscribe(). */
  publicKey: z.string(),
});

export const pushStateQuerySchema = z.object({
  /** This device's endpoint, when it has a subscription, to tell whether the server knows it. */
  endpoint: z.string().max(2048).optional(),
});

export const pushStateSchema = z.object({
  /** embedded: in the API's process; remote: a separate push service (PUSH_SERVICE_URL). */
  mode: z.enum(['embedded', 'remote']),
  reachable: z.boolean(),
  /** Devices the person subscribed in the current company; null when the service is unreachable. */
  devices: z.number().int().nullable(),
  /** The endpoint asked about is one of them. */
  thisDevice: z.boolean(),
});

export const pushDeliverySchema = z.object({
  delivered: z.number().int(),
  removed: z.number().int(),
});

export const pushRemovedSchema = z.object({ removed: z.number().int() });

export type PushState = z.infer<typeof pushStateSchema>;
