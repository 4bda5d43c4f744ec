import { PUSH_API } from './http-api.ts';
import { PushMessageError } from './push-message.ts';
import { PushSubscriptionRefused, type PushService } from './push-service.ts';

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
}): PushService {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secret}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
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
      if (field && path === PUSH_API.send) throw new PushMessageError(field.path, field.message);
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
