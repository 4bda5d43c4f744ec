import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller may choose as its request id; anything else could forge or break log lines. */
const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a proxy's or client's x-request-id so one id follows the request end to end. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
}
