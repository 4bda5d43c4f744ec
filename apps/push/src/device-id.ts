import { createHash } from 'node:crypto';

/** A short stable id of a subscription, so callers can name devices without holding endpoints. */
export function deviceIdOf(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('base64url').slice(0, 22);
}
