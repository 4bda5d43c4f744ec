import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

/** A VAPID token may be valid for up to 24 hours (RFC 8292); ours are made for 12. */
const VALID_SECONDS = 12 * 60 * 60;
/** Signed again after this long, so a token handed out has hours of validity left. */
const REUSE_MS = 60 * 60 * 1000;

/**
 * The Authorization header of VAPID (RFC 8292) for one push service: a token signed for its
 * origin. It names only the origin, the contact and an expiry, so every message to that push
 * service can carry the same one; signing it once an hour instead of once per message saves an
 * ECDSA signature per device in a fan-out.
 */
export function createVapidHeaders(vapid: VapidKeys & { subject: string }, now: () => number = Date.now) {
  const signed = new Map<string, { header: string; until: number }>();
  return (origin: string): string => {
    const at = now();
    const kept = signed.get(origin);
    if (kept && kept.until > at) return kept.header;
    const { Authorization } = webPush.getVapidHeaders(
      origin,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      Math.floor(at / 1000) + VALID_SECONDS,
    );
    signed.set(origin, { header: Authorization, until: at + REUSE_MS });
    return Authorization;
  };
}
