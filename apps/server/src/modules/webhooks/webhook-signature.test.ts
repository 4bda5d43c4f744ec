import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, webhookHeaders } from './webhook-signature.ts';

describe('webhook signature', () => {
  it('signs id, timestamp and body with the secret’s bytes, as a receiver checks it', () => {
    // The example secret and message of the Standard Webhooks convention.
    const headers = webhookHeaders({
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      timestamp: 1614265330,
      body: '{"test": 2432232314}',
    });
    expect(headers['webhook-signature']).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    expect(headers['webhook-id']).toBe('msg_p5jXN8AQM9LWM0D4loKWxJek');
    expect(headers['webhook-timestamp']).toBe('1614265330');
  });

  it('makes a different secret each time, one a receiver can decode', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secret).not.toBe(newWebhookSecret());
    const key = Buffer.from(secret.slice(6), 'base64');
    expect(key).toHaveLength(32);
    const expected = createHmac('sha256', key).update('a.1.b').digest('base64');
    expect(webhookHeaders({ secret, id: 'a', timestamp: 1, body: 'b' })['webhook-signature']).toBe(
      `v1,${expected}`,
    );
  });
});
