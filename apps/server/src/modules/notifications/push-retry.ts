import type { SendResult } from '@atrium/push';

/** A later attempt of one push: the devices not reached yet, and how many attempts came before. */
export interface PushRetryState {
  devices: string[];
  attempt: number;
  /** When the first attempt ran (epoch ms): nobody is told anything a day late. */
  firstAt: number;
}

export const PUSH_RETRY = {
  /** Without a Retry-After, the n-th later attempt waits base × 2^(n-1). */
  baseDelayMs: 10_000,
  maxAttempts: 8,
  /** The push message's own time to live: later than this it would not be shown anyway. */
  giveUpAfterMs: 24 * 60 * 60 * 1000,
  /** A Retry-After of 0 (or in the past) still waits this long, so a loop cannot spin. */
  minDelayMs: 1_000,
};

/**
 * When and to which devices a push is sent again after some were skipped (a push service's 429
 * asking for longer than is waited out in place) or failed in a way that may pass (5xx, network).
 * The push service's Retry-After is honoured as it is; without one the wait doubles. Only the
 * devices still to reach are named, so none receives the message twice. Null: nothing to retry,
 * or given up.
 */
export function nextPushAttempt(
  previous: PushRetryState | undefined,
  retry: SendResult['retry'],
  now: number,
): { state: PushRetryState; at: Date } | null {
  if (retry.devices.length === 0) return null;
  const attempt = (previous?.attempt ?? 0) + 1;
  const firstAt = previous?.firstAt ?? now;
  if (attempt > PUSH_RETRY.maxAttempts) return null;
  const at = Math.max(
    retry.notBefore ?? now + PUSH_RETRY.baseDelayMs * 2 ** (attempt - 1),
    now + PUSH_RETRY.minDelayMs,
  );
  if (at - firstAt > PUSH_RETRY.giveUpAfterMs) return null;
  return { state: { devices: retry.devices, attempt, firstAt }, at: new Date(at) };
}
