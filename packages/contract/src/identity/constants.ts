/** The scheme of the Authorization header on every API-host request (docs/product/tokens-and-sign-in.md#bearer). */
export const AUTHORIZATION_SCHEME = 'Bearer';

/** What the token getter returns when no token is stored (docs/product/tokens-and-sign-in.md#token-handling): a literal, not null. */
export const NO_TOKEN = 'noToken';

/** Defaults of the OpenID client (docs/product/limits-and-formats.md#openid-client). */
export const IDENTITY_CLIENT_DEFAULTS = Object.freeze({
  silentRefreshTimeoutMs: 20_000,
  /** Refresh when this fraction of the token's lifetime has passed. */
  timeoutFactor: 0.75,
  sessionCheckIntervalMs: 3_000,
  scope: 'openid profile',
  popup: Object.freeze({ width: 500, height: 470 }),
});

/** Ports left out when matching allowed domains: each scheme's default port (docs/product/limits-and-formats.md#openid-client). */
export const STANDARD_PORTS: Readonly<Record<'http:' | 'https:', string>> = Object.freeze({
  'http:': '80',
  'https:': '443',
});

/**
 * The mobile shell's refresh token travels in this header both ways, in place of the HttpOnly
 * cookie a browser keeps (docs/decisions/045-mobile-refresh-token-header.md): the app sends the
 * one it holds in the device's secure storage, and a rotation answers the next one here. Only a
 * sign-in through the mobile client starts such a session; a browser's never does.
 */
export const REFRESH_TOKEN_HEADER = 'Atrium-Refresh-Token';
/** The shell's app id at the embedded provider: a native public client, code flow with PKCE. */
export const MOBILE_CLIENT_ID = 'atrium-mobile';
/** Where the provider sends the shell's sign-in answer: the app link registered for the app. */
export const MOBILE_REDIRECT_URI = 'atrium://auth/callback';
