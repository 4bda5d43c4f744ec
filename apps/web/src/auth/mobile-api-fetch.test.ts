import { REFRESH_TOKEN_HEADER } from '@atrium/contract/identity';
import { describe, expect, it } from 'vitest';
import { memorySecureStore } from '../../../mobile/src/secure-store.ts';
import { createMobileApiFetch, REFRESH_TOKEN_KEY } from './mobile-api-fetch.ts';

const API = 'https://atrium.example.com';

/** A server stand-in that records requests and answers what each test says. */
function server(
  answer: (url: string, init: RequestInit) => Response = () => new Response(null, { status: 204 }),
) {
  const seen: Array<{ url: string; refreshToken: string | null }> = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    seen.push({ url, refreshToken: new Headers(init.headers).get(REFRESH_TOKEN_HEADER) });
    return answer(url, init);
  };
  return { fetch, seen };
}

const withRefreshToken = (token: string, status = 200) =>
  new Response('{"token":"access"}', { status, headers: { [REFRESH_TOKEN_HEADER]: token } });

describe("the shell's way to the API", () => {
  it('sends app-relative requests to the server named at build time, other addresses unchanged', async () => {
    const { fetch, seen } = server();
    const apiFetch = createMobileApiFetch(fetch, { apiBaseUrl: API, secureStore: memorySecureStore() });
    await apiFetch('/api/notifications?page=2');
    await apiFetch('https://atrium.example.com/oidc/.well-known/openid-configuration');
    await apiFetch('https://elsewhere.example/api/account/refresh-token');
    expect(seen.map((request) => request.url)).toEqual([
      `${API}/api/notifications?page=2`,
      `${API}/oidc/.well-known/openid-configuration`,
      'https://elsewhere.example/api/account/refresh-token',
    ]);
  });

  it('keeps the refresh token of the sign-in in secure storage and sends it to the session operations only', async () => {
    const store = memorySecureStore();
    let issued = 0;
    const { fetch, seen } = server((url) =>
      url.endsWith('/token-id') || url.endsWith('/refresh-token') || url.endsWith('/Companies/choose')
        ? withRefreshToken(`m.token-${(issued += 1)}`)
        : new Response('{}'),
    );
    const apiFetch = createMobileApiFetch(fetch, { apiBaseUrl: API, secureStore: store });
    const signIn = await apiFetch('/api/openid/token-id', { method: 'POST' });
    expect(await signIn.json()).toEqual({ token: 'access' });
    expect(await store.get(REFRESH_TOKEN_KEY)).toBe('m.token-1');

    await apiFetch('/api/Companies/current');
    await apiFetch('/api/account/refresh-token', { method: 'POST' });
    await apiFetch('/api/Companies/choose', { method: 'POST' });
    await apiFetch('https://elsewhere.example/api/account/refresh-token', { method: 'POST' });
    expect(seen.map((request) => request.refreshToken)).toEqual([null, null, 'm.token-1', 'm.token-2', null]);
    expect(await store.get(REFRESH_TOKEN_KEY)).toBe('m.token-3');
  });

  it('forgets the token when a refresh is refused, and on logout even when the server is unreachable', async () => {
    const store = memorySecureStore();
    await store.set(REFRESH_TOKEN_KEY, 'm.held');
    const refused = createMobileApiFetch(async () => new Response('{}', { status: 401 }), {
      apiBaseUrl: API,
      secureStore: store,
    });
    // Another operation's 401 (an expired access token) keeps it: the refresh comes next.
    await refused('/api/Companies/current');
    expect(await store.get(REFRESH_TOKEN_KEY)).toBe('m.held');
    await refused('/api/account/refresh-token', { method: 'POST' });
    expect(await store.get(REFRESH_TOKEN_KEY)).toBeNull();

    await store.set(REFRESH_TOKEN_KEY, 'm.held');
    const { fetch, seen } = server(() => {
      throw new TypeError('Failed to fetch');
    });
    const offline = createMobileApiFetch(fetch, { apiBaseUrl: API, secureStore: store });
    await expect(offline('/api/account/logout', { method: 'POST' })).rejects.toThrow('Failed to fetch');
    expect(seen[0]?.refreshToken).toBe('m.held');
    expect(await store.get(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('without a server named at build time (the browser preview) keeps requests on its own origin', async () => {
    const { fetch, seen } = server((url) =>
      withRefreshToken(url.startsWith('/') ? 'm.preview' : 'm.foreign'),
    );
    const store = memorySecureStore();
    const apiFetch = createMobileApiFetch(fetch, { apiBaseUrl: null, secureStore: store });
    await apiFetch('/api/openid/token-id', { method: 'POST' });
    await apiFetch('https://elsewhere.example/api/openid/token-id', { method: 'POST' });
    expect(seen.map((request) => request.url)).toEqual([
      '/api/openid/token-id',
      'https://elsewhere.example/api/openid/token-id',
    ]);
    expect(await store.get(REFRESH_TOKEN_KEY)).toBe('m.preview');
  });
});
