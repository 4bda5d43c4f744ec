import { describe, expect, it } from 'vitest';
import { challengeFor, createPkce } from './pkce.ts';
import { memorySecureStore, pluginSecureStore } from './secure-store.ts';
import {
  completeSystemBrowserSignIn,
  MOBILE_REDIRECT_URI,
  startSystemBrowserSignIn,
  takePendingSignIn,
} from './system-browser-sign-in.ts';

const settings = {
  authorizationEndpoint: 'https://atrium.example/oidc/auth',
  clientId: 'atrium-mobile',
  scope: 'openid profile email',
  resource: 'urn:atrium:api',
};

describe('PKCE', () => {
  it('computes the S256 challenge of RFC 7636 appendix B', async () => {
    expect(await challengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a fresh 43-character verifier each time', async () => {
    const [a, b] = await Promise.all([createPkce(), createPkce()]);
    expect(a.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.verifier).not.toBe(b.verifier);
    expect(a.challenge).toBe(await challengeFor(a.verifier));
  });
});

describe('sign-in in the system browser', () => {
  it('opens the authorization request with PKCE and state in the system browser only', async () => {
    const store = memorySecureStore();
    const opened: string[] = [];
    const state = await startSystemBrowserSignIn(settings, {
      store,
      open: async (url) => void opened.push(url),
    });
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(settings.authorizationEndpoint);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'atrium-mobile',
      redirect_uri: MOBILE_REDIRECT_URI,
      state,
      code_challenge_method: 'S256',
      resource: 'urn:atrium:api',
    });
    const pending = await takePendingSignIn(store, state);
    expect(url.searchParams.get('code_challenge')).toBe(await challengeFor(pending!.verifier));
    // Usable once.
    expect(await takePendingSignIn(store, state)).toBeNull();
  });

  it('refuses another state and a sign-in older than ten minutes', async () => {
    const store = memorySecureStore();
    let now = 1_000_000;
    const state = await startSystemBrowserSignIn(settings, { store, open: async () => {}, now: () => now });
    expect(await takePendingSignIn(store, 'someone-elses-state', { now: () => now })).toBeNull();
    now += 11 * 60_000;
    expect(await takePendingSignIn(store, state, { now: () => now })).toBeNull();
  });
});

describe('completing the sign-in from the app link', () => {
  const tokenEndpoint = 'https://atrium.example/oidc/token';

  /** A provider token endpoint that answers tokens for the right verifier only. */
  function provider(expectedVerifier: () => string) {
    const requests: URLSearchParams[] = [];
    const fetch = (async (_url: string, init?: RequestInit) => {
      const form = new URLSearchParams(String(init?.body));
      requests.push(form);
      if (form.get('code_verifier') !== expectedVerifier()) {
        return Response.json({ error: 'invalid_grant' }, { status: 400 });
      }
      return Response.json({
        access_token: 'provider-access',
        id_token: 'provider-id',
        token_type: 'Bearer',
      });
    }) as typeof globalThis.fetch;
    return { fetch, requests };
  }

  async function started() {
    const store = memorySecureStore();
    const opened: string[] = [];
    const state = await startSystemBrowserSignIn(
      { ...settings, uiLocales: 'mk' },
      { store, open: async (url) => void opened.push(url) },
    );
    const challenge = new URL(opened[0]!).searchParams.get('code_challenge')!;
    expect(new URL(opened[0]!).searchParams.get('ui_locales')).toBe('mk');
    return { store, state, challenge };
  }

  it('exchanges the code with the verifier whose challenge went out, for the app link', async () => {
    const { store, state, challenge } = await started();
    let verifierSeen = '';
    const { fetch, requests } = provider(() => verifierSeen);
    const wrapped = (async (url: string, init?: RequestInit) => {
      verifierSeen = new URLSearchParams(String(init?.body)).get('code_verifier') ?? '';
      // The verifier sent must be the one whose S256 challenge the authorization request carried.
      if ((await challengeFor(verifierSeen)) !== challenge) verifierSeen = 'mismatch';
      return fetch(url, init);
    }) as typeof globalThis.fetch;
    const tokens = await completeSystemBrowserSignIn(
      `${MOBILE_REDIRECT_URI}#code=c1&state=${state}`,
      { tokenEndpoint, clientId: 'atrium-mobile' },
      { store, fetch: wrapped },
    );
    expect(tokens).toEqual({ access_token: 'provider-access', id_token: 'provider-id' });
    expect(Object.fromEntries(requests[0]!)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'c1',
      redirect_uri: MOBILE_REDIRECT_URI,
      client_id: 'atrium-mobile',
    });
    // The pending sign-in is spent: the same answer again is refused before any request.
    await expect(
      completeSystemBrowserSignIn(
        `${MOBILE_REDIRECT_URI}?code=c1&state=${state}`,
        { tokenEndpoint, clientId: 'atrium-mobile' },
        { store, fetch: wrapped },
      ),
    ).rejects.toThrow(/No sign-in/);
    expect(requests).toHaveLength(1);
  });

  it('refuses an error answer, a foreign state, and a refused exchange', async () => {
    const { store, state } = await started();
    const { fetch, requests } = provider(() => 'another verifier');
    const complete = (url: string) =>
      completeSystemBrowserSignIn(url, { tokenEndpoint, clientId: 'atrium-mobile' }, { store, fetch });
    await expect(complete(`${MOBILE_REDIRECT_URI}#error=access_denied&state=${state}`)).rejects.toThrow(
      /access_denied/,
    );
    await expect(complete(`${MOBILE_REDIRECT_URI}#code=c1&state=not-ours`)).rejects.toThrow(/No sign-in/);
    expect(requests).toHaveLength(0);
    await expect(complete(`${MOBILE_REDIRECT_URI}#code=c1&state=${state}`)).rejects.toThrow(
      /400 invalid_grant/,
    );
  });
});

describe('secure store over the native plugin', () => {
  it('answers null for a missing key and passes values through', async () => {
    const values = new Map<string, string>();
    const store = pluginSecureStore({
      get: async ({ key }) => {
        const value = values.get(key);
        if (value === undefined) throw new Error('Item with given key does not exist');
        return { value };
      },
      set: async ({ key, value }) => ({ value: Boolean(values.set(key, value)) }),
      remove: async ({ key }) => ({ value: values.delete(key) }),
    });
    expect(await store.get('refresh')).toBeNull();
    await store.set('refresh', 'r1');
    expect(await store.get('refresh')).toBe('r1');
    await store.remove('refresh');
    await store.remove('refresh');
    expect(await store.get('refresh')).toBeNull();
  });
});
