import { createHash } from 'node:crypto';

/** What a notification shows and where a click leads; see apps/server platform/push. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the app (`/notifications/overview`), opened when the notification is clicked. */
  url: string;
  topic?: string;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  ttlSeconds?: number;
}

/**
 * Push services accept about 4 KB of encrypted payload; staying under 3 KB of JSON leaves room
 * for the encryption overhead and keeps messages to what a lock screen shows.
 */
export const MAX_PAYLOAD_BYTES = 3 * 1024;
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
/** Push services keep a message for at most about four weeks. */
const MAX_TTL_SECONDS = 28 * 24 * 60 * 60;

export class PushMessageError extends Error {
  readonly field: string;
  readonly reason: string;
  constructor(field: string, reason: string) {
    super(`${field} ${reason}`);
    this.name = 'PushMessageError';
    this.field = field;
    this.reason = reason;
  }
}

/**
 * The payload the service worker reads (apps/web src/pwa/push-payload.ts). `notificationData` is
 * the stored notification payload a click leaves behind (decision 033), carried as such so the
 * mobile shell can store it as it arrives.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
  notificationData: { additionalData: { Url: string } };
}

/**
 * Checks the message and builds its payload. The URL must be a path of the app (one leading
 * slash): the service worker opens it on the app's own origin and never another site.
 */
export function encodePushMessage(message: PushMessage): { payload: string; topic: string | undefined } {
  if (message.title.trim() === '') throw new PushMessageError('title', 'is empty');
  if (!message.url.startsWith('/') || message.url.startsWith('//') || message.url.includes('\\')) {
    throw new PushMessageError('url', 'must be a path of the app, starting with one /');
  }
  if (
    message.ttlSeconds !== undefined &&
    !(Number.isInteger(message.ttlSeconds) && message.ttlSeconds >= 0)
  ) {
    throw new PushMessageError('ttlSeconds', 'must be a whole number of seconds');
  }
  const topic = message.topic === undefined ? undefined : pushTopic(message.topic);
  const payload: PushPayload = {
    title: message.title,
    body: message.body,
    url: message.url,
    ...(topic ? { tag: topic } : {}),
    notificationData: { additionalData: { Url: message.url } },
  };
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text, 'utf8') > MAX_PAYLOAD_BYTES) {
    throw new PushMessageError('body', `makes the payload larger than ${MAX_PAYLOAD_BYTES} bytes`);
  }
  return { payload: text, topic };
}

/**
 * The Topic header allows at most 32 characters of the URL-safe base64 alphabet. A topic in
 * that form is kept (readable in logs); anything else is hashed, so equal topics still merge.
 */
function pushTopic(topic: string): string {
  if (/^[A-Za-z0-9_-]{1,32}$/.test(topic)) return topic;
  return createHash('sha256').update(topic).digest('base64url').slice(0, 32);
}

export function ttlOf(message: PushMessage): number {
  return Math.min(message.ttlSeconds ?? DEFAULT_TTL_SECONDS, MAX_TTL_SECONDS);
}
