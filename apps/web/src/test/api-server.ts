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
  let intercepted: typeof fetch | undefined;
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    intercepted = globalThis.fetch;
    globalThis.fetch = async (input, init) => intercepted!(input, await withFormAsBrowsersSendIt(init));
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    if (intercepted) globalThis.fetch = intercepted;
    server.close();
  });
}

/**
 * jsdom's FormData and Blob cannot be read by Node's fetch (a file part would go out empty), so
 * a form body (an upload's chunk) is written out as a browser sends it: multipart, with each
 * part's bytes. Any other body goes as it is.
 */
async function withFormAsBrowsersSendIt(init: RequestInit | undefined): Promise<RequestInit | undefined> {
  if (!(init?.body instanceof FormData)) return init;
  const boundary = `atrium-test-${crypto.randomUUID()}`;
  const text = new TextEncoder();
  const pieces: Uint8Array[] = [];
  for (const [name, value] of init.body.entries()) {
    const disposition =
      typeof value === 'string'
        ? `form-data; name="${name}"`
        : `form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type || 'application/octet-stream'}`;
    pieces.push(text.encode(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    pieces.push(typeof value === 'string' ? text.encode(value) : new Uint8Array(await value.arrayBuffer()));
    pieces.push(text.encode('\r\n'));
  }
  pieces.push(text.encode(`--${boundary}--\r\n`));
  const headers = new Headers(init.headers);
  headers.set('Content-Type', `multipart/form-data; boundary=${boundary}`);
  const body = new Uint8Array(pieces.reduce((length, piece) => length + piece.length, 0));
  pieces.reduce((offset, piece) => (body.set(piece, offset), offset + piece.length), 0);
  return { ...init, headers, body };
}

export interface ApiRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON, or `FormData` for an upload's chunk. */
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
      const asked: ApiRequest = {
        params: pathParams(params),
        query: new URL(request.url).searchParams,
        body: await readBody(request),
      };
      seen.push(asked);
      const result = typeof reply === 'function' ? await (reply as (r: ApiRequest) => unknown)(asked) : reply;
      // A Response's body can be read once: each request gets its own copy.
      if (result instanceof Response) return result.clone();
      // An operation answering 204 sends no body, whatever its schema calls the nothing.
      return result === undefined || operation.response.status === 204
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json(result as never, { status: operation.response.status ?? 200 });
    }),
  );
  return seen;
}

/** JSON as parsed, an upload's multipart form as `FormData`, nothing as undefined. */
async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET') return undefined;
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.startsWith('multipart/form-data')) return readMultipart(request, contentType);
  const text = await request.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/**
 * A multipart body as `FormData`, file parts as `File`s. Node's own parser cannot build its file
 * parts under jsdom, whose `File` it does not recognise.
 */
async function readMultipart(request: Request, contentType: string): Promise<FormData> {
  const boundary = contentType.split('boundary=')[1]!;
  // One character per byte, so that a part's bytes are cut out unchanged.
  const raw = Array.from(new Uint8Array(await request.arrayBuffer()), (byte) =>
    String.fromCharCode(byte),
  ).join('');
  const form = new FormData();
  for (const part of raw.split(`--${boundary}`).slice(1, -1)) {
    const headEnd = part.indexOf('\r\n\r\n');
    const head = part.slice(0, headEnd);
    const bytes = Uint8Array.from(part.slice(headEnd + 4, -2), (char) => char.charCodeAt(0));
    const name = /; name="([^"]*)"/.exec(head)![1]!;
    const fileName = /; filename="([^"]*)"/.exec(head)?.[1];
    if (fileName === undefined) form.append(name, new TextDecoder().decode(bytes));
    else
      form.append(name, new File([bytes], fileName, { type: /content-type: *(.*)/i.exec(head)?.[1] ?? '' }));
  }
  return form;
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
