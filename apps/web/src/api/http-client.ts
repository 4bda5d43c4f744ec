import { AUTHORIZATION_SCHEME, NO_TOKEN, isAllowedDomain } from '@atrium/contract/identity';

export interface HttpClientOptions {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  /** The token getter: the access token, or `noToken`. */
  getToken: () => string;
  /** Origins (or bare hosts) whose requests carry the token: the API's own. */
  apiOrigins: () => readonly string[];
  /** Resolves relative URLs (`/api/...`) before the origin check: the page's origin. */
  baseUrl: () => string;
  /** Gets a new access token once (refresh cookie, then OpenID token id); throws on failure. */
  refresh: () => Promise<void>;
  /** Called once per failed refresh; ends the session or reports that no token is obtainable. */
  onRefreshFailed: (error: unknown) => void;
}

export type HttpRequest = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * The HTTP client of docs/product/tokens-and-sign-in.md#token-handling:
 * - `Authorization: Bearer <token>` only on requests to the API's own origin;
 * - a 401 or a network failure (status 0) causes exactly one refresh and one retry;
 * - concurrent failures share one refresh; a request whose token was already replaced while it
 *   was in flight just retries with the new one;
 * - if the retry fails too, the ORIGINAL outcome is passed on (the first 401 response, or the
 *   first network error);
 * - if the refresh fails, `onRefreshFailed` ends the session and the original outcome is passed on.
 * A request that brings its own `Authorization` header (OpenID calls with the provider's token)
 * is sent as it is, with neither the app token nor the refresh.
 */
export function createHttpClient(options: HttpClientOptions): HttpRequest {
  let refreshing: Promise<boolean> | null = null;

  const refreshOnce = (): Promise<boolean> => {
    refreshing ??= options
      .refresh()
      .then(
        () => true,
        (error: unknown) => {
          options.onRefreshFailed(error);
          return false;
        },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const send = async (url: string, init: RequestInit, token: string): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (token !== NO_TOKEN) headers.set('Authorization', `${AUTHORIZATION_SCHEME} ${token}`);
    return options.fetch(url, { ...init, headers });
  };

  return async (url, init = {}) => {
    const absolute = new URL(url, options.baseUrl()).href;
    const ownAuthorization = new Headers(init.headers).has('Authorization');
    if (ownAuthorization || !isAllowedDomain(absolute, options.apiOrigins())) {
      return options.fetch(url, init);
    }

    const firstToken = options.getToken();
    let original: { response: Response } | { error: unknown };
    try {
      const response = await send(url, init, firstToken);
      if (response.status !== 401) return response;
      original = { response };
    } catch (error) {
      if (init.signal?.aborted) throw error;
      original = { error };
    }
    const giveOriginal = (): Response => {
      if ('response' in original) return original.response;
      throw original.error;
    };

    // Someone else refreshed while this request was in flight: retry with their token.
    const refreshed = options.getToken() !== firstToken || (await refreshOnce());
    if (!refreshed) return giveOriginal();
    try {
      const retry = await send(url, init, options.getToken());
      return retry.status === 401 ? giveOriginal() : retry;
    } catch {
      return giveOriginal();
    }
  };
}
