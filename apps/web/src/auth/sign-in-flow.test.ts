import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../api/api-error.ts';
import { ServerNotConnectedError } from './server-not-connected.ts';
import type { OidcClient, OidcManager, OidcUser } from './oidc-client.ts';
import { createSignInFlow, isSignInCallback, type SignInFlowDeps } from './sign-in-flow.ts';

function fakeManager(user: OidcUser | null = null): OidcManager & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    metadataService: { getMetadata: async () => ({}) },
    getUser: async () => user,
    removeUser: async () => void calls.push('removeUser'),
    signinRedirect: async (args) => void calls.push(`signinRedirect ${args?.ui_locales ?? ''}`.trim()),
    signinCallback: async (url) => {
      calls.push(`signinCallback ${url ?? ''}`);
      if (url?.includes('error=')) throw new Error('access_denied');
      return { access_token: 'provider-at', id_token: 'provider-id' };
    },
    signoutRedirect: async () => void calls.push('signoutRedirect'),
  };
}

function fakeOidc(manager: OidcManager | null, loads: boolean[] = [true]): OidcClient {
  let loaded = false;
  return {
    ensureLoaded: vi.fn(async () => {
      loaded = loaded || (loads.shift() ?? false);
      return loaded;
    }),
    isLoaded: () => loaded,
    manager: () => (loaded ? manager : null),
    settings: () => null,
    redirectUri: () => 'https://app.example/authentication/login',
    postLogoutRedirectUri: () => 'https://app.example/login',
  };
}

function deps(overrides: Partial<SignInFlowDeps> = {}) {
  const log: string[] = [];
  const all: SignInFlowDeps = {
    oidc: fakeOidc(fakeManager()),
    exchangeProviderTokens: async (at, id) => (log.push(`token-id ${at} ${id}`), 'app-token'),
    refreshWithCookie: async () => {
      log.push('refresh');
      throw new Error('401');
    },
    acceptToken: (token) => void log.push(`accept ${token}`),
    runStartUp: async () => (log.push('start-up'), { navigatedTo: null }),
    navigate: (to) => void log.push(`navigate ${to}`),
    takeReturnPath: () => null,
    uiLocale: () => 'en',
    showOpenIdNotResponding: () => void log.push('toast not responding'),
    showOpenIdMisconfigured: () => void log.push('toast misconfigured'),
    warn: () => {},
    ...overrides,
  };
  return { all, log };
}

describe('isSignInCallback', () => {
  it('recognises the redirect address with code or error and state', () => {
    expect(isSignInCallback(new URL('https://a.test/authentication/login?code=1&state=2'))).toBe(true);
    expect(isSignInCallback(new URL('https://a.test/authentication/login?error=x&state=2'))).toBe(true);
    expect(isSignInCallback(new URL('https://a.test/authentication/login?code=1'))).toBe(false);
    expect(isSignInCallback(new URL('https://a.test/account?code=1&state=2'))).toBe(false);
  });
});

describe('sign-in flow', () => {
  it('starts the provider code flow in the chosen language when there is no provider session', async () => {
    const manager = fakeManager();
    const { all } = deps({ oidc: fakeOidc(manager), uiLocale: () => 'sq' });
    await createSignInFlow(all).startSignIn();
    expect(manager.calls).toEqual(['signinRedirect sq']);
  });

  it('retries initialisation once when discovery was not loaded, then falls back to the login route', async () => {
    const oidc = fakeOidc(fakeManager(), [false, false]);
    const { all, log } = deps({ oidc });
    await createSignInFlow(all).startSignIn();
    expect(oidc.ensureLoaded).toHaveBeenCalledTimes(1);
    expect(log).toEqual(['toast not responding', 'navigate /authentication/login']);

    const second = fakeOidc(fakeManager(), [true]);
    const manager = second.manager;
    const retried = deps({ oidc: second });
    await createSignInFlow(retried.all).startSignIn();
    expect(retried.log).toEqual([]);
    expect(manager()).not.toBeNull();
  });

  it('with a valid provider session fetches the token id, runs start-up and goes to /', async () => {
    const manager = fakeManager({ access_token: 'at', id_token: 'id', expired: false });
    const { all, log } = deps({ oidc: fakeOidc(manager) });
    await createSignInFlow(all).startSignIn();
    expect(manager.calls).toEqual([]);
    expect(log).toEqual(['token-id at id', 'accept app-token', 'start-up', 'navigate /']);
  });

  it('completes the callback: token id with both provider tokens, start-up, then /', async () => {
    const manager = fakeManager();
    const { all, log } = deps({ oidc: fakeOidc(manager) });
    const url = 'https://app.example/authentication/login?code=c&state=s';
    expect(await createSignInFlow(all).completeSignIn(url)).toBe(true);
    expect(manager.calls).toEqual([`signinCallback ${url}`]);
    expect(log).toEqual(['token-id provider-at provider-id', 'accept app-token', 'start-up', 'navigate /']);
  });

  it('lands on the notification URL (start-up navigated) or the return path instead of /', async () => {
    const fromNotification = deps({ runStartUp: async () => ({ navigatedTo: '/absence' }) });
    await createSignInFlow(fromNotification.all).completeSignIn(
      'https://app.example/authentication/login?code=c&state=s',
    );
    expect(fromNotification.log.some((l) => l.startsWith('navigate'))).toBe(false);

    const invite = deps({ takeReturnPath: () => '/respond-to-invite?token=abc' });
    await createSignInFlow(invite.all).completeSignIn(
      'https://app.example/authentication/login?code=c&state=s',
    );
    expect(invite.log.at(-1)).toBe('navigate /respond-to-invite?token=abc');
  });

  it('shows "OpenId Server Misconfigured" and stays signed out when the token id fails', async () => {
    const { all, log } = deps({
      exchangeProviderTokens: async () => {
        throw new Error('500');
      },
    });
    expect(
      await createSignInFlow(all).completeSignIn('https://app.example/authentication/login?code=c&state=s'),
    ).toBe(false);
    expect(log).toEqual(['toast misconfigured', 'navigate /authentication/login']);
  });

  it('returns to the login route when the provider answered with an error', async () => {
    const { all, log } = deps();
    expect(
      await createSignInFlow(all).completeSignIn(
        'https://app.example/authentication/login?error=access_denied&state=s',
      ),
    ).toBe(false);
    expect(log).toEqual(['navigate /authentication/login']);
  });

  it('shows "OpenId Server Not responding" when discovery cannot load at the callback', async () => {
    const { all, log } = deps({ oidc: fakeOidc(fakeManager(), [false]) });
    expect(
      await createSignInFlow(all).completeSignIn('https://app.example/authentication/login?code=c&state=s'),
    ).toBe(false);
    expect(log).toEqual(['toast not responding', 'navigate /authentication/login']);
  });

  it('restores a session from the refresh cookie and stays on the current URL', async () => {
    const { all, log } = deps({ refreshWithCookie: async () => (log.push('refresh'), 'fresh') });
    const restored = await createSignInFlow(all).restoreSession();
    expect(restored).toBe(true);
    expect(log).toEqual(['refresh', 'accept fresh', 'start-up']);
  });

  it('stays signed out quietly when the refresh cookie is refused', async () => {
    const { all, log } = deps();
    expect(await createSignInFlow(all).restoreSession()).toBe(false);
    expect(log).toEqual(['refresh']);
  });

  it('retries a restore refused for a passing reason, then restores the session', async () => {
    const answers = [
      new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests' }),
      new ApiError({ status: 0, code: NETWORK_ERROR, message: 'The server could not be reached' }),
      new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Starting' }),
    ];
    const waits: number[] = [];
    const { all, log } = deps({
      refreshWithCookie: async () => {
        log.push('refresh');
        const failure = answers.shift();
        if (failure) throw failure;
        return 'fresh';
      },
      wait: async (ms) => void waits.push(ms),
    });
    expect(await createSignInFlow(all).restoreSession()).toBe(true);
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    expect(log).toEqual(['refresh', 'refresh', 'refresh', 'refresh', 'accept fresh', 'start-up']);
  });

  it('gives up after the last retry, and never retries a refused cookie', async () => {
    const busy = new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests' });
    const waits: number[] = [];
    const stillBusy = deps({
      refreshWithCookie: async () => Promise.reject(busy),
      wait: async (ms) => void waits.push(ms),
    });
    expect(await createSignInFlow(stillBusy.all).restoreSession()).toBe(false);
    expect(waits).toHaveLength(3);

    const refused = new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Signed out' });
    const signedOut = deps({
      refreshWithCookie: async () => Promise.reject(refused),
      wait: async (ms) => void waits.push(ms),
    });
    expect(await createSignInFlow(signedOut.all).restoreSession()).toBe(false);
    expect(waits).toHaveLength(3);
  });

  describe('refreshAccessToken (token handling)', () => {
    it('uses the refresh cookie first', async () => {
      const { all, log } = deps({ refreshWithCookie: async () => 'fresh' });
      expect(await createSignInFlow(all).refreshAccessToken()).toBe('cookie');
      expect(log).toEqual(['accept fresh']);
    });

    it('falls back to the token id while the provider session is valid', async () => {
      const manager = fakeManager({ access_token: 'at', id_token: 'id', expired: false });
      const { all, log } = deps({ oidc: fakeOidc(manager) });
      await all.oidc.ensureLoaded();
      expect(await createSignInFlow(all).refreshAccessToken()).toBe('provider');
      expect(log).toEqual(['refresh', 'token-id at id', 'accept app-token']);
    });

    it('reports "Server Not Connected" when the provider says signed in but no token is obtainable', async () => {
      const manager = fakeManager({ access_token: 'at', id_token: 'id', expired: false });
      const { all } = deps({
        oidc: fakeOidc(manager),
        exchangeProviderTokens: async () => {
          throw new Error('offline');
        },
      });
      await all.oidc.ensureLoaded();
      await expect(createSignInFlow(all).refreshAccessToken()).rejects.toBeInstanceOf(
        ServerNotConnectedError,
      );
    });

    it('throws the refresh error when nobody is signed in at the provider', async () => {
      const { all } = deps();
      await expect(createSignInFlow(all).refreshAccessToken()).rejects.toThrow('401');
    });
  });
});
