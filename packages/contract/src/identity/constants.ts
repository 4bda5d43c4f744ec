/** The scheme of the Authorization header on every API-host request (SPEC §7). */
export const AUTHORIZATION_SCHEME = 'Bearer';

/** What the token getter returns when no token is stored (SPEC §4): a literal, not null. */
export const NO_TOKEN = 'noToken';

/** Defaults of the OpenID client (SPEC §9). */
export const IDENTITY_CLIENT_DEFAULTS = Object.freeze({
  silentRefreshTimeoutMs: 20_000,
  /** Refresh when this fraction of the token's lifetime has passed. */
  timeoutFactor: 0.75,
  sessionCheckIntervalMs: 3_000,
  scope: 'openid profile',
  popup: Object.freeze({ width: 500, height: 470 }),
});

/** Ports left out when matching allowed domains: each scheme's default port (SPEC §9). */
export const STANDARD_PORTS: Readonly<Record<'http:' | 'https:', string>> = Object.freeze({
  'http:': '80',
  'https:': '443',
});
