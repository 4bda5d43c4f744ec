import { isApiError } from '../api/api-error.ts';
import { ServerNotConnectedError } from './server-not-connected.ts';
import type { OidcClient, OidcUser } from './oidc-client.ts';

export interface SignInFlowDeps {
  oidc: OidcClient;
  /** `openid_GetTokenId`: the provider's tokens for the app's access token (sets the cookie). */
  exchangeProviderTokens: (accessToken: string, idToken: string) => Promise<string>;
  /** `account_RefreshToken` with the HttpOnly cookie: a new access token. */
  refreshWithCookie: () => Promise<string>;
  /** Puts the app token in memory and the session in place. */
  acceptToken: (token: string, idToken?: string) => void;
  runStartUp: () => Promise<{ navigatedTo: string | null }>;
  navigate: (to: string) => void;
  /** Where a person who was sent to sign in wanted to go (an invitation link), taken once. */
  takeReturnPath: () => string | null;
  /** The interface language, passed as `ui_locales` so the provider's pages speak it too. */
  uiLocale: () => string;
  showOpenIdNotResponding: () => void;
  showOpenIdMisconfigured: () => void;
  warn: (message: string, error?: unknown) => void;
  /** Waits between attempts to restore a session (a timer; tests pass their own). */
  wait?: (ms: number) => Promise<void>;
}

/**
 * Waits before retrying a session restore that failed for a passing reason. A whole office behind
 * one address reloading at once may meet the token rate limit; a restarting server answers 503 or
 * not at all. Neither means the person is signed out.
 */
const RESTORE_RETRY_WAITS_MS = [1_000, 2_000, 4_000];

/** Too many requests, a server error or no answer: the refresh cookie was not judged, retry. */
function isPassingFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const LOGIN_PATH = '/authentication/login';

/** Whether `url` is the provider's answer to a sign-in: the redirect path with code or error, and state. */
export function isSignInCallback(url: URL): boolean {
  const params = url.searchParams;
  return url.pathname === LOGIN_PATH && params.has('state') && (params.has('code') || params.has('error'));
}

/**
 * The sign-in flow of docs/product/tokens-and-sign-in.md#sign-in-flow. Navigation and toasts are the caller's; this decides what happens
 * in which order.
 */
export function createSignInFlow(deps: SignInFlowDeps) {
  /** Exchange the provider's tokens, run start-up and land (notification URL, return path or /). */
  const signInWithProviderUser = async (user: OidcUser): Promise<boolean> => {
    let token: string;
    try {
      token = await deps.exchangeProviderTokens(user.access_token, user.id_token ?? '');
    } catch (error) {
      deps.warn('Token id request failed', error);
      deps.showOpenIdMisconfigured();
      deps.navigate(LOGIN_PATH);
      return false;
    }
    deps.acceptToken(token, user.id_token);
    const { navigatedTo } = await deps.runStartUp();
    if (!navigatedTo) deps.navigate(deps.takeReturnPath() ?? '/');
    return true;
  };

  return {
    signInWithProviderUser,

    /**
     * "Sign in" (docs/product/tokens-and-sign-in.md#sign-in-flow): discovery not loaded → retry initialisation; still not loaded → the
     * login route with the OpenID toast. A valid provider session in memory → token id, start-up,
     * `/`. Otherwise the provider's code flow starts (the browser leaves the app).
     */
    async startSignIn(): Promise<void> {
      if (!(await deps.oidc.ensureLoaded())) {
        deps.showOpenIdNotResponding();
        deps.navigate(LOGIN_PATH);
        return;
      }
      const manager = deps.oidc.manager();
      if (!manager) return;
      const user = await manager.getUser();
      if (user && !user.expired && user.access_token) {
        await signInWithProviderUser(user);
        return;
      }
      await manager.signinRedirect({ ui_locales: deps.uiLocale() });
    },

    /** Completes the code flow on the redirect address, then signs in with the server. */
    async completeSignIn(url: string): Promise<boolean> {
      if (!(await deps.oidc.ensureLoaded())) {
        deps.showOpenIdNotResponding();
        deps.navigate(LOGIN_PATH);
        return false;
      }
      const manager = deps.oidc.manager();
      let user: OidcUser | undefined;
      try {
        user = await manager?.signinCallback(url);
      } catch (error) {
        // An answer with an error, a replayed or foreign state: back to the login screen.
        deps.warn('Sign-in could not be completed', error);
      }
      if (!user?.access_token) {
        deps.navigate(LOGIN_PATH);
        return false;
      }
      return signInWithProviderUser(user);
    },

    /**
     * A fresh page load without a token in memory: the refresh cookie may still hold a session.
     * Success → start-up, staying on the current URL; a refused cookie → signed out (the guards
     * decide). A passing failure is retried a few times first (RESTORE_RETRY_WAITS_MS).
     */
    async restoreSession(): Promise<boolean> {
      const wait = deps.wait ?? sleep;
      let token: string | null = null;
      for (let attempt = 0; token === null; attempt++) {
        try {
          token = await deps.refreshWithCookie();
        } catch (error) {
          const nextWait = RESTORE_RETRY_WAITS_MS[attempt];
          if (!isPassingFailure(error) || nextWait === undefined) return false;
          await wait(nextWait);
        }
      }
      deps.acceptToken(token);
      await deps.runStartUp();
      return true;
    },

    /**
     * The http client's refresh (docs/product/tokens-and-sign-in.md#sign-in-flow token handling): the refresh cookie first; if that is
     * refused and the provider says the person is signed in, the OpenID token id. Throws when no
     * token is obtainable; a refusal while the provider session exists becomes "Server Not
     * Connected" for the caller (`ServerNotConnectedError`).
     */
    async refreshAccessToken(): Promise<'cookie' | 'provider'> {
      let cookieError: unknown;
      try {
        deps.acceptToken(await deps.refreshWithCookie());
        return 'cookie';
      } catch (error) {
        cookieError = error;
      }
      const user = await deps.oidc
        .manager()
        ?.getUser()
        .catch(() => null);
      if (!user || user.expired || !user.access_token) throw cookieError;
      try {
        deps.acceptToken(
          await deps.exchangeProviderTokens(user.access_token, user.id_token ?? ''),
          user.id_token,
        );
      } catch (error) {
        throw new ServerNotConnectedError(error);
      }
      return 'provider';
    },
  };
}
