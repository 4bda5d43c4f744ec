import { Agent, request } from 'undici';
import { createInFlightLimit, type InFlightLimit } from './in-flight-limit.ts';

/** One encrypted Web Push request, ready to go out. */
export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** A push service's answer: only its status and headers matter (Retry-After). */
export interface PushAnswer {
  status: number;
  headers: Record<string, string | undefined>;
}

export interface PushRequests {
  /** Sends one request (waiting for a free slot first); a network failure or timeout throws. */
  send(pushRequest: PushRequest): Promise<PushAnswer>;
  readonly limit: InFlightLimit;
  close(): Promise<void>;
}

export interface PushRequestsOptions {
  /** Resolves host names when connecting (endpoint-policy.ts: non-public addresses are refused). */
  lookup: unknown;
  /** Extra trusted certificate (PEM) of a push service stand-in in tests. */
  ca?: string;
  /** Requests open at once, over every push service. */
  maxInFlight: number;
  timeoutMs: number;
}

/**
 * How the push service talks to the browsers' push services: one keep-alive connection pool per
 * push service (origin), shared by every send, and at most `maxInFlight` requests open at once.
 *
 * undici's pool closes an idle connection before the push service would (it reads the service's
 * Keep-Alive hint and leaves a margin; 4 s without one). Node's https.Agent without a timeout of
 * its own keeps idle connections until the far side closes them, so a send could be written into
 * a connection the push service was closing that very moment and fail as a network error.
 */
export function createPushRequests(options: PushRequestsOptions): PushRequests {
  const limit = createInFlightLimit(options.maxInFlight);
  const agent = new Agent({
    connect: {
      lookup: options.lookup as never,
      ...(options.ca ? { ca: options.ca } : {}),
      timeout: options.timeoutMs,
    },
    connections: options.maxInFlight,
    // HTTP/1.1 as before: one request per connection at a time, the pool per origin bounded above.
    allowH2: false,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  return {
    limit,
    send: (pushRequest) =>
      limit.run(async () => {
        const response = await request(pushRequest.endpoint, {
          method: 'POST',
          headers: pushRequest.headers,
          body: pushRequest.body,
          dispatcher: agent,
        });
        // Read to the end, so the connection goes back to the pool.
        await response.body.dump();
        const headers: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        return { status: response.statusCode, headers };
      }),
    close: () => agent.close(),
  };
}
