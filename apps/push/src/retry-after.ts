/**
 * Seconds to wait from a Retry-After header: delta-seconds or an HTTP date. Missing or
 * unreadable means the default, because a 429 without a usable hint still asks us to slow down.
 */
export function retryAfterSeconds(header: string | undefined, now: number, fallbackSeconds: number): number {
  const text = header?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  return fallbackSeconds;
}

/**
 * When each push service (by origin) may be called again after it answered 429. Kept in memory:
 * a restarted process forgets it, and the push service answers 429 again if it still needs to.
 */
export class PushBackoff {
  private readonly notBefore = new Map<string, number>();

  /** Milliseconds to wait before calling this origin (0: go ahead). */
  waitFor(origin: string, now: number): number {
    const until = this.notBefore.get(origin);
    if (until === undefined) return 0;
    if (until <= now) {
      this.notBefore.delete(origin);
      return 0;
    }
    return until - now;
  }

  hold(origin: string, untilMs: number): void {
    this.notBefore.set(origin, Math.max(untilMs, this.notBefore.get(origin) ?? 0));
  }
}
