import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';
import { retryAfterSeconds, type PushBackoff } from './retry-after.ts';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface DeliveryOptions {
  vapid: VapidKeys & { subject: string };
  agent: Agent;
  backoff: PushBackoff;
  /** A 429 asking for at most this long is waited out and retried once; longer ones are not. */
  maxRetryWaitMs: number;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  log: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * What became of one subscription:
 * - delivered: the push service accepted the message;
 * - gone: the subscription no longer exists (404/410) and is to be removed;
 * - skipped: not sent, because the push service asked us to wait (429) longer than we wait here;
 *   `notBefore` is when it may be called again;
 * - failed: not accepted. `retry` says whether a later attempt may succeed (5xx, network error,
 *   timeout) or not (any other refusal: a later attempt would be refused alike); `notBefore` is
 *   the push service's Retry-After when it sent one.
 */
export type DeliveryOutcome =
  | { status: 'delivered' }
  | { status: 'gone' }
  | { status: 'skipped'; notBefore: number }
  | { status: 'failed'; retry: boolean; notBefore: number | null };

const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * One encrypted Web Push request (RFC 8030/8291/8292 through the web-push library). A push
 * service asking us to slow down (429) is obeyed for its whole origin: nothing is sent there
 * before Retry-After; a short wait is waited out here, a longer one is reported as skipped so the
 * caller can try again later.
 */
export async function deliverToSubscription(
  subscription: StoredSubscription,
  request: { payload: string; ttlSeconds: number; urgency: string; topic: string | undefined },
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const origin = new URL(subscription.endpoint).origin;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const wait = options.backoff.waitFor(origin, options.now());
    if (wait > 0) {
      if (wait > options.maxRetryWaitMs || wait > request.ttlSeconds * 1000) {
        options.log('push service asked to wait; message not sent now', { origin, waitMs: wait });
        return { status: 'skipped', notBefore: options.now() + wait };
      }
      await options.sleep(wait);
    }
    try {
      await webPush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        request.payload,
        {
          vapidDetails: options.vapid,
          TTL: request.ttlSeconds,
          urgency: request.urgency as 'normal',
          ...(request.topic ? { topic: request.topic } : {}),
          agent: options.agent,
          timeout: 10_000,
          contentEncoding: 'aes128gcm',
        },
      );
      return { status: 'delivered' };
    } catch (error) {
      if (!(error instanceof webPush.WebPushError)) {
        // Refused connection, reset, timeout: the push service may well answer later.
        options.log('push request failed', { origin, error: (error as Error).message });
        return { status: 'failed', retry: true, notBefore: null };
      }
      if (error.statusCode === 404 || error.statusCode === 410) return { status: 'gone' };
      const headers = error.headers as Record<string, string | undefined>;
      if (error.statusCode === 429) {
        const seconds = retryAfterSeconds(headers['retry-after'], options.now(), DEFAULT_RETRY_AFTER_SECONDS);
        options.backoff.hold(origin, options.now() + seconds * 1000);
        continue;
      }
      options.log('push service refused the message', { origin, status: error.statusCode });
      if (error.statusCode >= 500) {
        const hinted = headers['retry-after'];
        return {
          status: 'failed',
          retry: true,
          notBefore: hinted ? options.now() + retryAfterSeconds(hinted, options.now(), 0) * 1000 : null,
        };
      }
      return { status: 'failed', retry: false, notBefore: null };
    }
  }
  // Asked to wait a second time right after waiting: try again later.
  return { status: 'skipped', notBefore: options.now() + options.backoff.waitFor(origin, options.now()) };
}
