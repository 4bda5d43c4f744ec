import { MAX_PEOPLE_PER_SEND, PUSH_API } from './http-api.ts';
import { PushMessageError } from './push-message.ts';
import { PushSubscriptionRefused, type PeopleSendResult, type PushService } from './push-service.ts';

export class PushServiceUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PushServiceUnavailable';
  }
}

/**
 * The PushService of a push service running as its own process (PUSH_SERVICE_URL), reached over
 * HTTP with the shared secret. Its 400 answers come back as the same errors the embedded
 * service throws, so callers handle both modes alike.
 */
export function createRemotePushService(options: {
  url: string;
  secret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** How long a send to many people may take: its devices go out a batch at a time. */
  fanOutTimeoutMs?: number;
}): PushService {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const fanOutTimeoutMs = options.fanOutTimeoutMs ?? 5 * 60_000;

  async function call<T>(method: string, path: string, body?: unknown, timeout = timeoutMs): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secret}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      throw new PushServiceUnavailable(`push service at ${base} not reachable`, { cause: error });
    }
    if (response.status === 204) return undefined as T;
    const answer = (await response.json().catch(() => null)) as {
      fields?: { path: string; message: string }[];
    } | null;
    if (response.status === 400) {
      const field = answer?.fields?.[0];
      if (field && (path === PUSH_API.send || path === PUSH_API.sendToPeople))
        throw new PushMessageError(field.path, field.message);
      throw new PushSubscriptionRefused(field?.path ?? 'body', field?.message ?? 'was refused');
    }
    if (!response.ok) throw new PushServiceUnavailable(`push service answered ${response.status} to ${path}`);
    return answer as T;
  }

  return {
    publicKey: async () => (await call<{ publicKey: string }>('GET', PUSH_API.publicKey)).publicKey,
    subscribe: async (subscription) => {
      await call('PUT', PUSH_API.subscriptions, subscription);
    },
    unsubscribe: (input) => call('DELETE', PUSH_API.subscriptions, input),
    removePerson: (input) => call('POST', PUSH_API.removePerson, input),
    removeSession: (input) => call('POST', PUSH_API.removeSession, input),
    subscriptionState: (input) => call('POST', PUSH_API.state, input),
    sendToPerson: (target, message, options = {}) =>
      call('POST', PUSH_API.send, {
        target,
        message,
        ...(options.devices ? { devices: options.devices } : {}),
      }),
    async sendToPeople(targets, message, options = {}) {
      // A fan-out of thousands goes as several calls, each within the service's own bound.
      const results = [];
      for (let start = 0; start < targets.length; start += MAX_PEOPLE_PER_SEND) {
        results.push(
          await call<PeopleSendResult>(
            'POST',
            PUSH_API.sendToPeople,
            {
              targets: targets.slice(start, start + MAX_PEOPLE_PER_SEND),
              message,
              ...(options.devices ? { devices: options.devices } : {}),
              ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
            },
            fanOutTimeoutMs,
          ),
        );
      }
      return combinedResults(results);
    },
    ping: async () => {
      try {
        const response = await doFetch(`${base}${PUSH_API.health}`, { signal: AbortSignal.timeout(3_000) });
        return response.ok;
      } catch {
        return false;
      }
    },
  };
}

/** The answers of several calls of one send to many people, as one. */
export function combinedResults(results: readonly PeopleSendResult[]): PeopleSendResult {
  const total: PeopleSendResult = {
    delivered: 0,
    removed: 0,
    retry: { devices: [], notBefore: null },
    failed: 0,
    alreadySent: 0,
  };
  for (const result of results) {
    total.delivered += result.delivered;
    total.removed += result.removed;
    total.failed += result.failed;
    total.alreadySent += result.alreadySent;
    total.retry.devices.push(...result.retry.devices);
    if (result.retry.notBefore !== null) {
      total.retry.notBefore = Math.max(total.retry.notBefore ?? 0, result.retry.notBefore);
    }
  }
  return total;
}
