import { NO_TOKEN } from '@atrium/contract/identity';
import { describe, expect, it } from 'vitest';
import { createAccessTokenStore } from './access-token.ts';

/** A JWT with `payload` (unsigned: the app only reads it). */
function jwt(payload: object): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none' })}.${part(payload)}.`;
}

const BROWSER_NOW = Date.UTC(2026, 2, 2, 9, 0, 0);

describe('access token store', () => {
  it('answers noToken without a token, and has no life to tell', () => {
    const store = createAccessTokenStore(() => BROWSER_NOW);
    expect(store.get()).toBe(NO_TOKEN);
    expect(store.has()).toBe(false);
    expect(store.life()).toBeNull();
  });

  it('measures the token’s end from its arrival, whatever the browser’s clock says', () => {
    // The server's clock is ten minutes ahead of the browser's: read against the browser's clock,
    // `exp` would still be fifteen minutes away, though the token lives five.
    const serverNow = BROWSER_NOW / 1000 + 600;
    const store = createAccessTokenStore(() => BROWSER_NOW);
    store.set(jwt({ iat: serverNow, exp: serverNow + 300 }));
    expect(store.life()).toEqual({ receivedAt: BROWSER_NOW, expiresAt: BROWSER_NOW + 300_000 });
  });

  it('reads exp against the browser’s clock when the token has no iat', () => {
    const store = createAccessTokenStore(() => BROWSER_NOW);
    store.set(jwt({ exp: BROWSER_NOW / 1000 + 120 }));
    expect(store.life()).toEqual({ receivedAt: BROWSER_NOW, expiresAt: BROWSER_NOW + 120_000 });
  });

  it('leaves a token without a readable end, or already past it, to the API’s 401', () => {
    const store = createAccessTokenStore(() => BROWSER_NOW);
    store.set(jwt({ sub: 'someone' }));
    expect(store.life()).toBeNull();
    store.set(jwt({ exp: BROWSER_NOW / 1000 - 5 }));
    expect(store.life()).toBeNull();
    store.set('not a jwt');
    expect(store.life()).toBeNull();
    expect(store.get()).toBe('not a jwt');
  });

  it('forgets the life with the token, and tells its listeners of each change once', () => {
    const store = createAccessTokenStore(() => BROWSER_NOW);
    const seen: (string | null)[] = [];
    store.subscribe((token) => seen.push(token));
    const token = jwt({ iat: 1, exp: 301 });
    store.set(token);
    store.set(token);
    store.clear();
    expect(seen).toEqual([token, null]);
    expect(store.life()).toBeNull();
  });
});
