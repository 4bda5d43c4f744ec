/**
 * What a background loop (the job queue's polls, the notification channel's connection) says
 * while something it depends on — the database, mostly — is down. Retrying every second or two
 * must not mean logging every second or two: the first failure of an outage is logged once with
 * the real error, the ones after it are only counted, and the first success after them logs how
 * long it lasted. While it lasts, the loop waits longer between attempts (nextDelayMs), so an
 * outage of an hour costs a few hundred attempts rather than thousands. See docs/operations.md
 * (Health and logs).
 */

export interface OutageLog {
  /** Where an outage's start goes at level 'error'; without it, `warn`. */
  error?(object: object, message: string): void;
  warn(object: object, message: string): void;
  /** Where the recovery goes; without it (a test's stub) it goes to `warn`. */
  info?(object: object, message: string): void;
}

export interface OutageTrackerOptions {
  /** What failed, as the log names it: "job queue" logs "job queue error" and "job queue recovered after 12 s". */
  name: string;
  log: OutageLog;
  /** The level of the one line an outage's start logs. */
  level?: 'error' | 'warn';
  /** The first wait between attempts while down, doubled at every failure up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
}

export interface OutageTracker {
  /** Whether the last attempt failed. */
  readonly down: boolean;
  /**
   * A failed attempt. The first of an outage is logged (and answers true, so that the loop can
   * start backing off); the others are only counted.
   */
  failed(error: unknown): boolean;
  /** A successful attempt: ends the outage, if there was one, with one line saying how long it took. */
  succeeded(): void;
  /** How long to wait before the next attempt: firstDelayMs, then twice as long each time, up to maxDelayMs. */
  nextDelayMs(): number;
}

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

export function createOutageTracker(options: OutageTrackerOptions): OutageTracker {
  const { name, log } = options;
  const level = options.level ?? 'error';
  const firstDelayMs = options.firstDelayMs ?? FIRST_DELAY_MS;
  const maxDelayMs = Math.max(firstDelayMs, options.maxDelayMs ?? MAX_DELAY_MS);
  const now = options.now ?? Date.now;
  let since: number | null = null;
  let failures = 0;
  let waits = 0;
  return {
    get down() {
      return since !== null;
    },
    failed(error) {
      failures += 1;
      if (since !== null) return false;
      since = now();
      waits = 0;
      const details = { err: asError(error), outage: name };
      const message = `${name} error; retrying with back-off, further errors are not logged until it recovers`;
      // Called as methods: pino's need their logger as `this`.
      if (level === 'error' && log.error) log.error(details, message);
      else log.warn(details, message);
      return true;
    },
    succeeded() {
      if (since === null) return;
      const seconds = Math.round((now() - since) / 1000);
      const details = { outage: name, seconds, failures };
      since = null;
      failures = 0;
      waits = 0;
      const message = `${name} recovered after ${seconds} s`;
      if (log.info) log.info(details, message);
      else log.warn(details, message);
    },
    nextDelayMs() {
      // Counted per wait, not per failure: several workers failing at once are one attempt.
      const doublings = Math.min(waits, 20);
      waits += 1;
      return Math.min(maxDelayMs, firstDelayMs * 2 ** doublings);
    },
  };
}

/**
 * The error as an Error, so the log's serializer keeps its message, code and stack. Libraries
 * hand on copies: pg-boss reports a failed poll as `{ ...error, message, stack, queue, worker }`,
 * a plain object that would otherwise be logged as "[object Object]".
 */
export function asError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  ) {
    const { message, stack, code } = error as { message: string; stack?: unknown; code?: unknown };
    const copy = new Error(message) as Error & { code?: unknown };
    if (typeof stack === 'string') copy.stack = stack;
    if (typeof code === 'string' || typeof code === 'number') copy.code = code;
    return copy;
  }
  return new Error(String(error));
}
