import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret as Standard Webhooks writes one: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The headers of one delivery (decision 089): `webhook-signature` is `v1,` and the base64
 * HMAC-SHA256 of `id.timestamp.body`, keyed with the secret's bytes (the base64 after `whsec_`).
 * The id is the event's, so a receiver can drop a retry it already handled.
 */
export function webhookHeaders(input: {
  secret: string;
  id: string;
  /** Seconds since the epoch. */
  timestamp: number;
  body: string;
}): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const key = Buffer.from(input.secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key)
    .update(`${input.id}.${input.timestamp}.${input.body}`)
    .digest('base64');
  return {
    'webhook-id': input.id,
    'webhook-timestamp': String(input.timestamp),
    'webhook-signature': `v1,${signature}`,
  };
}
