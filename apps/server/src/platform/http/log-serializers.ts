/**
 * What the log may say about a request and an error. A usable secret must never reach it: reset
 * and confirmation links and the calendar feed carry theirs in the path, invitations, the sign-in
 * callback and a device's push address in the query; a failed query's parameters are people's
 * data. See docs/security.md (logging).
 */

const REDACTED = '[Redacted]';

/**
 * Routes whose address is itself the key, and which of their parameters is the secret: that
 * segment is redacted whatever it looks like. log-redaction.test.ts walks every route the server
 * serves and fails on a path parameter that is neither an id nor listed here, so a new route with
 * a secret in its path cannot be forgotten.
 */
export const SECRET_PATH_ROUTES: ReadonlyArray<{ route: string; secrets: readonly string[] }> = [
  // The calendar feed answers whoever knows its address (docs/product/absence.md#calendar-feed).
  { route: '/feeds/absence/:companyId/:file', secrets: ['file'] },
  // The embedded provider's password reset and e-mail confirmation links.
  { route: '/oidc/reset/:token', secrets: ['token'] },
  { route: '/oidc/verify/:token', secrets: ['token'] },
];

const SECRET_PATHS = SECRET_PATH_ROUTES.map(({ route, secrets }) =>
  route.split('/').map((part) => (part.startsWith(':') ? { secret: secrets.includes(part.slice(1)) } : part)),
);

/**
 * Query parameters that carry a secret or a one-time code. A push endpoint is a capability
 * address: whoever holds it (with the subscription's keys) reaches the device.
 */
export const SECRET_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'endpoint',
  'token',
  'code',
  'state',
  'refresh_token',
  'access_token',
  'id_token',
  'id_token_hint',
  'code_verifier',
  'password',
]);
/**
 * A path segment this long of base64url characters is a token (ours are 43), also with a file
 * extension after it; UUIDs (36) are not.
 */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{40,}(\.[A-Za-z0-9]{1,8})?$/;

/** The path's segments, those a listed secret route names as secret replaced by [Redacted]. */
function redactSecretRoute(segments: string[]): string[] {
  for (const pattern of SECRET_PATHS) {
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every((part, index) =>
      typeof part === 'string' ? part === segments[index] : segments[index] !== '',
    );
    if (matches)
      return segments.map((segment, index) => {
        const part = pattern[index];
        return typeof part === 'object' && part.secret ? REDACTED : segment;
      });
  }
  return segments;
}

/** The URL with every secret-looking path segment and query value replaced by [Redacted]. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt + 1);
  const safePath = redactSecretRoute(path.split('/'))
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/');
  if (queryAt < 0) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = decodeURIComponentSafe(pair.slice(0, equals)).toLowerCase();
      const value = pair.slice(equals + 1);
      return SECRET_QUERY_PARAMS.has(name) || TOKEN_SEGMENT.test(decodeURIComponentSafe(value))
        ? `${pair.slice(0, equals)}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface LoggableRequest {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number };
}

/** Fastify's request line, with the URL redacted. */
export function serializeRequest(request: LoggableRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.host ?? request.hostname,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}

/** A failed query's text ends with its parameters (drizzle: "params: a,b"); they never go out. */
function withoutParameters(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*params:/.test(line))
    .join('\n');
}

const MAX_CAUSES = 5;

/**
 * An error for the log: type, message, stack, code and its causes — never the parameters of a
 * failed query, the database's `detail` (it quotes the offending values) or any other property
 * that could carry personal data.
 */
export function serializeError(error: unknown): SerializedError {
  return serializeCause(error, 0) as SerializedError;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeCause(error: unknown, depth: number): unknown {
  // A library's copy of an error ({ ...error, message, stack }: pg-boss's failed polls) keeps its
  // message and stack instead of becoming "[object Object]".
  const errorLike =
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string';
  if (!(error instanceof Error) && !errorLike) {
    return { type: typeof error, message: String(error).slice(0, 200), stack: '' };
  }
  const { code, statusCode, stack, cause } = error as {
    code?: unknown;
    statusCode?: unknown;
    stack?: unknown;
    cause?: unknown;
  };
  const serialized: SerializedError = {
    type: error instanceof Error ? (error.constructor?.name ?? error.name) : 'Object',
    message: withoutParameters((error as { message: string }).message),
    stack: typeof stack === 'string' ? withoutParameters(stack) : '',
  };
  if (typeof code === 'string' || typeof code === 'number') serialized.code = code;
  if (typeof statusCode === 'number') serialized.statusCode = statusCode;
  if (cause !== undefined && depth < MAX_CAUSES) serialized.cause = serializeCause(cause, depth + 1);
  return serialized;
}
