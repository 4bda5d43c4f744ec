import { AUTHORIZATION_SCHEME, NO_TOKEN } from '@atrium/contract/identity';
import type { HttpClientOptions } from '../api/http-client.ts';
import type { AccessTokenStore, TokenLife } from './access-token.ts';

/**
 * How long before its end a token is replaced: room for a slow refresh to land before the old
 * token runs out, little against the five minutes a token lives
 * (docs/product/tokens-and-sign-in.md#token-handling).
 */
export const REFRESH_LEAD_MS = 30_000;

/** setTimeout's longest delay; a longer one would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

type ApiFetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface TokenRefreshDeps {
  token: AccessTokenStore;
  /** Puts a new access token into `token` (refresh cookie, then the provider); throws when none comes. */
  refresh: () => Promise<void>;
  /** Told once per failed refresh, whoever asked for it: ends the session or says why it stays. */
  onRefreshFailed: (error: unknown) => void;
  now?: () => number;
}

export interface TokenRefresh {
  /** Refreshes now, or joins the refresh already under way; true when a new token came. */
  refresh(): Promise<boolean>;
  /**
   * The API's transport for the HTTP client: a request carrying a token that is due for
   * replacement waits for the refresh and goes out with the new token, so that parallel calls
   * at a token's end cause one refresh and no 401.
   */
  sendWithFreshToken(fetch: ApiFetch): ApiFetch;
  /** The HTTP client's refresh after a 401 (clock skew, a revoked token): the same shared refresh. */
  httpClient: Pick<HttpClientOptions, 'refresh' | 'onRefreshFailed'>;
  /** Replaces each token shortly before its end, also while nothing is being asked; returns a stop. */
  schedule(): () => void;
}

/** A refresh that failed and was already reported: the HTTP client passes the original outcome on. */
class RefreshAlreadyReported extends Error {
  constructor() {
    super('The token refresh failed and was reported');
    this.name = 'RefreshAlreadyReported';
  }
}

/**
 * The refresh before expiry of docs/product/tokens-and-sign-in.md#token-handling. Waiting for the
 * API to refuse an expired token made every call in flight at that moment fail once and ask for
 * its own retry; replacing the token ahead of its end leaves the 401 path for what no clock
 * foresees.
 */
export function createTokenRefresh(deps: TokenRefreshDeps): TokenRefresh {
  const now = deps.now ?? (() => Date.now());
  let refreshing: Promise<boolean> | null = null;
  /** The token a refresh last failed to replace, while it is still the one held. */
  let failedFor: string | null = null;

  const refresh = (): Promise<boolean> => {
    if (refreshing) return refreshing;
    const replacing = deps.token.get();
    refreshing = deps
      .refresh()
      .then(
        () => true,
        (error: unknown) => {
          if (deps.token.get() === replacing) failedFor = replacing;
          deps.onRefreshFailed(error);
          return false;
        },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  /**
   * When a token is replaced: REFRESH_LEAD_MS before its end, but not before it has served half
   * its life, so that a token shorter-lived than the lead is not replaced over and over.
   */
  const dueAt = (life: TokenLife) =>
    life.expiresAt - Math.min(REFRESH_LEAD_MS, (life.expiresAt - life.receivedAt) / 2);
  const isDue = () => {
    const life = deps.token.life();
    return life !== null && now() >= dueAt(life);
  };

  deps.token.subscribe(() => {
    failedFor = null;
  });

  return {
    refresh,

    sendWithFreshToken(fetch) {
      return async (url, init) => {
        const token = deps.token.get();
        // Only the app's own token: a provider token, another origin or no token go as they are.
        const carriesAppToken =
          token !== NO_TOKEN &&
          new Headers(init?.headers).get('Authorization') === `${AUTHORIZATION_SCHEME} ${token}`;
        if (!carriesAppToken || !isDue()) return fetch(url, init);
        await refresh();
        const headers = new Headers(init?.headers);
        const fresh = deps.token.get();
        // A refused refresh signed the person out: the call goes without a token and gets its 401.
        if (fresh === NO_TOKEN) headers.delete('Authorization');
        else headers.set('Authorization', `${AUTHORIZATION_SCHEME} ${fresh}`);
        return fetch(url, { ...init, headers });
      };
    },

    httpClient: {
      refresh: async () => {
        // A token due for replacement was refreshed before the call went out; when that failed
        // (and was told), the call's own 401 or network failure does not try and tell again.
        const alreadyTried = isDue() && failedFor !== null && failedFor === deps.token.get();
        if (alreadyTried || !(await refresh())) throw new RefreshAlreadyReported();
      },
      // Told once by `refresh`, whichever caller started it.
      onRefreshFailed: () => {},
    },

    schedule() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const plan = () => {
        clearTimeout(timer);
        timer = undefined;
        const life = deps.token.life();
        if (!life) return;
        const wait = Math.min(MAX_TIMER_MS, Math.max(0, dueAt(life) - now()));
        timer = setTimeout(() => void refresh(), wait);
      };
      const unsubscribe = deps.token.subscribe(plan);
      plan();
      return () => {
        unsubscribe();
        clearTimeout(timer);
      };
    },
  };
}
