/*
 * While the database cannot be reached (restart, failover, network), every request that needs it
 * fails with a driver error. That is not a fault of the request nor a bug: the answer is 503
 * SERVICE_UNAVAILABLE with Retry-After, the same as /api/health says, so clients wait and retry
 * instead of reporting a generic error.
 */

/** How long clients are told to wait; about one failover or restart of a small database. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket-level failures from Node (the `pg` driver passes them on). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs meaning "the server is not there for you right now": class 08 (connection
 * exception), shutting down or starting up (57P01–57P03), too many connections (53300).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** Messages of node-postgres' pool and client when the connection is gone or cannot be made. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

/** True when `error` (or anything in its cause chain, as drizzle wraps driver errors) says so. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      if (NETWORK_CODES.has(candidate.code)) return true;
      if (/^[0-9A-Z]{5}$/.test(candidate.code) && isUnavailableSqlState(candidate.code)) return true;
    }
    if (
      typeof candidate.message === 'string' &&
      DRIVER_MESSAGES.some((re) => re.test(candidate.message as string))
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}
