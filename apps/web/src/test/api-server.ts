import type { ErrorCode, FieldError } from '@atrium/contract/errors';
import type { OperationDefinition, OperationResult } from '@atrium/contract/operations';
import type { SessionClaims } from '../auth/session.ts';
import { http, HttpResponse, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/*
 * The API as web tests see it: MSW answers HTTP at the boundary, on each operation's method and
 * path from the contract, so a screen runs through the real operation caller, HTTP client, error
 * envelope and query cache instead of a mocked module. A request nobody answers is reported as an
 * error and fails like a network failure.
 */
const server = setupServer();

/** Starts the API for the test file; each test's answers are forgotten after it. */
export function serveApiInTests(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export interface ApiRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

type Reply<Op extends OperationDefinition> =
  | OperationResult<Op>
  | Response
  | ((request: ApiRequest) => OperationResult<Op> | Response | Promise<OperationResult<Op> | Response>);

/**
 * Answers `operation` with `reply` (a value, a `Response`, or a function of the request) until
 * the test ends. Returns the requests it answered, in order.
 */
export function answer<Op extends OperationDefinition>(operation: Op, reply: Reply<Op>): ApiRequest[] {
  const seen: ApiRequest[] = [];
  const method = operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  server.use(
    http[method](`*${operation.path}`, async ({ request, params }) => {
      const text = request.method === 'GET' ? '' : await request.text();
      const asked: ApiRequest = {
        params: pathParams(params),
        query: new URL(request.url).searchParams,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      seen.push(asked);
      const result = typeof reply === 'function' ? await (reply as (r: ApiRequest) => unknown)(asked) : reply;
      // A Response's body can be read once: each request gets its own copy.
      if (result instanceof Response) return result.clone();
      return result === undefined
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json(result as never);
    }),
  );
  return seen;
}

/**
 * The operation's own path parameters. The handler's path starts with a wildcard (any origin),
 * which MSW reports as parameter "0"; it is no parameter of the operation.
 */
function pathParams(params: PathParams): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter(([name]) => !/^\d+$/.test(name))) as Record<
    string,
    string
  >;
}

/**
 * Answers a route that is not a contract operation (the health check) with `reply` until the
 * test ends; `HttpResponse.error()` makes it a network failure.
 */
export function answerRoute(method: 'get' | 'post', path: string, reply: () => Response): void {
  server.use(http[method](`*${path}`, () => reply()));
}

/**
 * The API's error envelope (docs/product/error-texts-and-toasts.md) with `status`: the wrong
 * fields, or `{ fields, message }` when a screen shows the server's own message.
 */
export function refusal(
  status: number,
  code: ErrorCode,
  details?: FieldError[] | { fields?: FieldError[]; message?: string },
): Response {
  const { fields, message = code } = Array.isArray(details) ? { fields: details } : (details ?? {});
  return HttpResponse.json(
    { error: { code, message, requestId: 'test-request', ...(fields ? { fields } : {}) } },
    { status },
  );
}

/**
 * An access token as the API issues it, carrying `claims` under the API's claim names (unsigned:
 * the web app only reads it). For answers of the token operations (choose company, refresh).
 */
export function accessTokenFor(
  claims: Pick<SessionClaims, 'companyId' | 'companyMemberId' | 'roles' | 'modules'>,
): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const payload = {
    CompanyId: claims.companyId,
    CompanyMemberId: claims.companyMemberId,
    role: claims.roles,
    Modules: claims.modules,
    exp: Math.floor(Date.now() / 1000) + 300,
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}
