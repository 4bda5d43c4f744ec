import { MOBILE_CLIENT_ID, MOBILE_REDIRECT_URI } from '@atrium/contract/identity';
import { describe, expect, it, vi } from 'vitest';
import { challengeFor } from '../../../mobile/src/pkce.ts';
import { memorySecureStore } from '../../../mobile/src/secure-store.ts';
import { createShell } from '../../../mobile/src/shell.ts';
import { handleDeepLink } from './deep-link.ts';
import { findMobileShell } from './mobile-shell.ts';
import { createMobileSignIn } from './mobile-sign-in.ts';
import type { OidcClient, OidcManager } from './oidc-client.ts';

const ISSUER = 'https://atrium.example.com/oidc';

/** The web app's OpenID client after discovery (or failing it), with the provider's endpoints. */
function oidcClient(loads = true): OidcClient {
  const manager = {
    metadataService: {
      getMetadata: async () => ({
        authorization_endpoint: `${ISSUER}/auth`,
        token_endpoint: `${ISSUER}/token`,
      }),
    },
    signinRedirect: vi.fn(async () => {
      throw new Error('the web view must never be sent to the provider');
    }),
  } as unknown as OidcManager;
  return {
    ensureLoaded: async () => loads,
    isLoaded: () => loads,
    manager: () => (loads ? manager : null),
    settings: () =>
      loads
        ? {
            issuer: ISSUER,
            clientId: 'atrium-web',
            scope: 'openid profile email phone',
            redirectPath: '/authentication/login',
            postLogoutPath: '/login',
            resource: 'urn:atrium:api',
          }
        : null,
    redirectUri: () => 'https://localhost/authentication/login',
    postLogoutRedirectUri: () => null,
  };
}

/** The shell as the bridge builds it, with the system browser and the provider's token endpoint faked. */
function shellWithProvider() {
  const opened: string[] = [];
  const exchanges: URLSearchParams[] = [];
  const shell = createShell({
    platform: 'android',
    apiBaseUrl: 'https://atrium.example.com',
    store: memorySecureStore(),
    openSystemBrowser: async (url) => void opened.push(url),
    fetch: (async (_url: string, init?: RequestInit) => {
      const form = new URLSearchParams(String(init?.body));
      exchanges.push(form);
      const authorization = new URL(opened.at(-1)!).searchParams;
      // The provider's PKCE check: the verifier must match the challenge of the authorization request.
      const matches =
        (await challengeFor(form.get('code_verifier') ?? '')) === authorization.get('code_challenge');
      return matches
        ? Response.json({ access_token: 'provider-access', id_token: 'provider-id' })
        : Response.json({ error: 'invalid_grant' }, { status: 400 });
    }) as typeof fetch,
  });
  return { shell, opened, exchanges };
}

function setUp(loads = true) {
  const { shell, opened, exchanges } = shellWithProvider();
  const toasts: string[] = [];
  const navigations: string[] = [];
  const mobile = createMobileSignIn({
    shell,
    oidc: oidcClient(loads),
    uiLocale: () => 'sq',
    showOpenIdNotResponding: () => void toasts.push('openid'),
    navigate: (to) => void navigations.push(to),
  });
  const server = vi.fn(async (_user: { access_token: string; id_token?: string }) => undefined);
  const logged: string[] = [];
  const deepLinkDeps = {
    loadDiscovery: async () => loads,
    ...mobile.deepLinkSteps,
    authenticateWithServer: server,
    seenStates: new Set<string>(),
    log: (message: string) => void logged.push(message),
  };
  return { shell, mobile, opened, exchanges, toasts, navigations, server, logged, deepLinkDeps };
}

describe('sign-in in the mobile shell', () => {
  it('names the client and app link the server registers', () => {
    const { shell } = shellWithProvider();
    expect(shell.clientId).toBe(MOBILE_CLIENT_ID);
    expect(shell.redirectUri).toBe(MOBILE_REDIRECT_URI);
    expect(findMobileShell({ atriumMobile: shell })).toBe(shell);
    expect(findMobileShell({})).toBeNull();
    expect(findMobileShell({ atriumMobile: { platform: 'android' } })).toBeNull();
  });

  it('opens the authorization request with PKCE in the system browser, never the web view', async () => {
    const { mobile, opened } = setUp();
    const before = window.location.href;
    await mobile.startSignIn();
    expect(window.location.href).toBe(before);
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: MOBILE_CLIENT_ID,
      redirect_uri: MOBILE_REDIRECT_URI,
      response_type: 'code',
      response_mode: 'query',
      code_challenge_method: 'S256',
      scope: 'openid profile email phone',
      resource: 'urn:atrium:api',
      ui_locales: 'sq',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('without the discovery document: the OpenID toast and the login route, no browser', async () => {
    const { mobile, opened, toasts, navigations } = setUp(false);
    await mobile.startSignIn();
    expect(opened).toEqual([]);
    expect(toasts).toEqual(['openid']);
    expect(navigations).toEqual(['/authentication/login']);
  });

  it("the provider's app link signs in through the deep-link steps; the same state again is ignored", async () => {
    const { mobile, opened, exchanges, server, deepLinkDeps } = setUp();
    await mobile.startSignIn();
    const state = new URL(opened[0]!).searchParams.get('state')!;
    const link = `${MOBILE_REDIRECT_URI}?code=the-code&state=${state}`;
    expect(await handleDeepLink(link, deepLinkDeps)).toBe('signed-in');
    expect(Object.fromEntries(exchanges[0]!)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'the-code',
      client_id: MOBILE_CLIENT_ID,
      redirect_uri: MOBILE_REDIRECT_URI,
    });
    expect(server).toHaveBeenCalledWith({ access_token: 'provider-access', id_token: 'provider-id' });
    expect(await handleDeepLink(link, deepLinkDeps)).toBe('duplicate');
    expect(exchanges).toHaveLength(1);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('a bad link is only logged: no query, a state this app did not start, an error answer', async () => {
    const { mobile, opened, exchanges, server, logged, deepLinkDeps } = setUp();
    await mobile.startSignIn();
    const state = new URL(opened[0]!).searchParams.get('state')!;
    expect(await handleDeepLink(MOBILE_REDIRECT_URI, deepLinkDeps)).toBe('bad-link');
    expect(await handleDeepLink(`${MOBILE_REDIRECT_URI}?code=c&state=forged`, deepLinkDeps)).toBe('bad-link');
    expect(
      await handleDeepLink(`${MOBILE_REDIRECT_URI}?error=access_denied&state=${state}`, deepLinkDeps),
    ).toBe('bad-link');
    expect(logged).toEqual(['Bad link!', 'Bad link!', 'Bad link!']);
    expect(exchanges).toHaveLength(0);
    expect(server).not.toHaveBeenCalled();
  });
});
