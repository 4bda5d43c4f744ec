/** The answers whose Retry-After the uploader honours: too many requests, or briefly unavailable. */
export const RETRY_AFTER_STATUSES: readonly number[] = [429, 503];

/**
 * The longest wait taken from a server's Retry-After. A person is watching the progress bar: a
 * longer hint is cut to this, and a refusal after the last retry stops the upload with its error.
 */
export const MAX_RETRY_AFTER_MS = 30_000;

/** Without a Retry-After, the wait before the n-th retry (from 0) is this × 2^n. */
const BACKOFF_BASE_MS = 500;

/**
 * Milliseconds to wait from a Retry-After header: delta-seconds ("5") or an HTTP date (a date in
 * the past means 0). Null when there is none or it cannot be read, so the backoff applies.
 */
export function retryAfterMs(header: string | null, now: number): number | null {
  const text = header?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month ("Tue, 24 Nov 2026 12:00:12 GMT"); Date.parse alone
  // would read "-3" as a year.
  if (!/[a-z]/i.test(text)) return null;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/**
 * How long to wait before retry number `attempt` (from 0): what the server asked for, at most
 * MAX_RETRY_AFTER_MS, or a doubling backoff when it asked for nothing.
 */
export function retryDelayMs(attempt: number, serverAskedMs: number | null): number {
  if (serverAskedMs !== null) return Math.min(serverAskedMs, MAX_RETRY_AFTER_MS);
  return BACKOFF_BASE_MS * 2 ** attempt;
}
