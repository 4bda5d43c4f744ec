import webPush from 'web-push';
import type { PushAnswer, PushRequest, PushRequests } from './push-requests.ts';
import { retryAfterSeconds, type PushBackoff } from './retry-after.ts';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface DeliveryOptions {
  /** The VAPID Authorization header for a push service's origin (vapid-header.ts). */
  vapidHeader: (origin: string) => string;
  requests: Pick<PushRequests, 'send'>;
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

export interface OutgoingMessage {
  payload: string;
  ttlSeconds: number;
  urgency: string;
  topic: string | undefined;
}

/**
 * The message encrypted for one device (RFC 8291, by the web-push library: a key pair of its own
 * per message and device), with the push service's shared VAPID header.
 */
function encryptedRequest(
  subscription: StoredSubscription,
  message: OutgoingMessage,
  authorization: string,
): PushRequest {
  const details = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    message.payload,
    {
      // The header is made once per push service (vapid-header.ts) instead of signed here per device.
      vapidDetails: null as never,
      headers: { Authorization: authorization },
      TTL: message.ttlSeconds,
      urgency: message.urgency as 'normal',
      ...(message.topic ? { topic: message.topic } : {}),
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  return { endpoint: details.endpoint, headers, body: details.body };
}

/**
 * One encrypted Web Push request (RFC 8030/8291/8292). A push service asking us to slow down
 * (429) is obeyed for its whole origin: nothing is sent there before Retry-After; a short wait is
 * waited out here (without holding one of the requests in flight), a longer one is reported as
 * skipped so the caller can try again later.
 */
export async function deliverToSubscription(
  subscription: StoredSubscription,
  message: OutgoingMessage,
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const origin = new URL(subscription.endpoint).origin;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const wait = options.backoff.waitFor(origin, options.now());
    if (wait > 0) {
      if (wait > options.maxRetryWaitMs || wait > message.ttlSeconds * 1000) {
        options.log('push service asked to wait; message not sent now', { origin, waitMs: wait });
        return { status: 'skipped', notBefore: options.now() + wait };
      }
      await options.sleep(wait);
    }
    let pushRequest: PushRequest;
    try {
      pushRequest = encryptedRequest(subscription, message, options.vapidHeader(origin));
    } catch (error) {
      // Keys the device handed over that do not make a key agreement: no later attempt can help.
      options.log('push message not encrypted for a device', { origin, error: (error as Error).message });
      return { status: 'failed', retry: false, notBefore: null };
    }
    let answer: PushAnswer;
    try {
      answer = await options.requests.send(pushRequest);
    } catch (error) {
      // Refused connection, reset, timeout: the push service may well answer later.
      options.log('push request failed', { origin, error: (error as Error).message });
      return { status: 'failed', retry: true, notBefore: null };
    }
    if (answer.status >= 200 && answer.status < 300) return { status: 'delivered' };
    if (answer.status === 404 || answer.status === 410) return { status: 'gone' };
    if (answer.status === 429) {
      const seconds = retryAfterSeconds(
        answer.headers['retry-after'],
        options.now(),
        DEFAULT_RETRY_AFTER_SECONDS,
      );
      options.backoff.hold(origin, options.now() + seconds * 1000);
      continue;
    }
    options.log('push service refused the message', { origin, status: answer.status });
    if (answer.status >= 500) {
      const hinted = answer.headers['retry-after'];
      return {
        status: 'failed',
        retry: true,
        notBefore: hinted ? options.now() + retryAfterSeconds(hinted, options.now(), 0) * 1000 : null,
      };
    }
    return { status: 'failed', retry: false, notBefore: null };
  }
  // Asked to wait a second time right after waiting: try again later.
  return { status: 'skipped', notBefore: options.now() + options.backoff.waitFor(origin, options.now()) };
}
