import { expect, it } from 'vitest';
import { AUTHORIZATION_SCHEME, IDENTITY_CLIENT_DEFAULTS, NO_TOKEN, STANDARD_PORTS } from './constants.ts';

it('holds the identity constants of docs/product/tokens-and-sign-in.md#token-handling, docs/product/tokens-and-sign-in.md#bearer, docs/product/limits-and-formats.md#openid-client', () => {
  expect(AUTHORIZATION_SCHEME).toBe('Bearer');
  expect(NO_TOKEN).toBe('noToken');
  expect(IDENTITY_CLIENT_DEFAULTS).toEqual({
    silentRefreshTimeoutMs: 20_000,
    timeoutFactor: 0.75,
    sessionCheckIntervalMs: 3_000,
    scope: 'openid profile',
    popup: { width: 500, height: 470 },
  });
  expect(STANDARD_PORTS).toEqual({ 'http:': '80', 'https:': '443' });
  expect(Object.isFrozen(IDENTITY_CLIENT_DEFAULTS.popup)).toBe(true);
});
