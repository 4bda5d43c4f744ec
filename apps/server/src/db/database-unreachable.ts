/*
 * A well-formed DATABASE_URL whose server is not there, refuses the password or lacks the named
 * database fails at the first statement of start-up (the migration). The operator needs the
 * variable's name and the reason in one line, not the driver's stack trace.
 */

/** Thrown at start when the database named by DATABASE_URL cannot be connected to. */
export class DatabaseUnreachableError extends Error {
  constructor(databaseUrl: string, reason: string) {
    super(
      `the database at DATABASE_URL (${withoutPassword(databaseUrl)}) cannot be used: ${reason}. ` +
        'Check that PostgreSQL runs there and that DATABASE_URL names the right host, port, user, ' +
        'password and database.',
    );
    this.name = 'DatabaseUnreachableError';
  }
}

/** SQLSTATEs of a refused sign-in or a missing database: the driver's message says which. */
const REFUSED_STATES = new Set(['28P01', '28000', '3D000']);

/**
 * Why the connection failed, in words, when `error` (or its cause chain, or the attempts of an
 * AggregateError from trying each address of the host) is a connection or sign-in failure;
 * null for any other error, which keeps its stack trace.
 */
export function connectionFailureReason(error: unknown): string | null {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 10; seen += 1) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null) continue;
    const candidate = current as {
      code?: unknown;
      message?: unknown;
      hostname?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    switch (candidate.code) {
      case 'ECONNREFUSED':
        return 'the connection was refused (nothing listens on that host and port)';
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return `the host name${typeof candidate.hostname === 'string' ? ` ${candidate.hostname}` : ''} was not found`;
      case 'ETIMEDOUT':
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
        return 'the host does not answer';
    }
    if (typeof candidate.code === 'string' && REFUSED_STATES.has(candidate.code) && message !== '') {
      return message;
    }
    if (/timeout exceeded when trying to connect/.test(message)) return 'the server did not answer in time';
    if (/^Connection terminated/.test(message)) return 'the server closed the connection';
    if (/does not support SSL|SSL is not enabled|self[- ]signed certificate/i.test(message)) return message;
    if (candidate.cause !== undefined) pending.push(candidate.cause);
    if (Array.isArray(candidate.errors)) pending.push(...(candidate.errors as unknown[]));
  }
  return null;
}

/** The URL as given, with any password replaced, so it may be printed and logged. */
function withoutPassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password !== '') url.password = '***';
    return url.href;
  } catch {
    return 'not a URL';
  }
}
