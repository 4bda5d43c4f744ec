import { vi } from 'vitest';

export interface UntilOptions {
  /** How long the evidence may take, in ms: 20 s unless told, generous on a busy two-core machine. */
  timeout?: number;
  /** How often to look, in ms. */
  interval?: number;
}

/**
 * Waits for what background work (a job, a notification's delivery, a listener, a reconnect) leaves
 * behind: asks `probe` again and again until it answers a value that is not undefined, false, null,
 * 0 or '', and returns that value; fails after `timeout`. A probe that throws fails at once. This is
 * Vitest's `vi.waitUntil` with this project's limits, and the one way the server's tests wait for
 * something to happen: never a fixed sleep before asserting it.
 */
export function until<T>(probe: () => T | Promise<T>, options: number | UntilOptions = {}) {
  const { timeout = 20_000, interval = 100 } = typeof options === 'number' ? { timeout: options } : options;
  return vi.waitUntil(probe, { timeout, interval });
}
