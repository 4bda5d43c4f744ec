import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import { readIdentityClaims, type IdentityClaims } from '@atrium/contract/identity';

/** Asymmetric algorithms only: never `none`, never HS* (a public JWKS would be the HMAC secret). */
const PROVIDER_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'] as const;
const CLOCK_TOLERANCE_SECONDS = 5;
const DISCOVERY_TIMEOUT_MS = 5_000;
/** After a failed discovery, try again no sooner than this (a provider that is down recovers). */
const DISCOVERY_RETRY_MS = 10_000;
/** An unknown kid reloads the in-process keys at most this often. */
const LOCAL_RELOAD_MS = 30_000;

export type ProviderTokenRefusal =
  'malformed' | 'signature' | 'claims' | 'expired' | 'unknown_key' | 'unavailable';

/** Why the provider's token was refused; logged and audited, never more than 401 to the client. */
export class ProviderTokenError extends Error {
  readonly reason: ProviderTokenRefusal;
  constructor(reason: ProviderTokenRefusal, cause?: unknown) {
    super(`provider token refused: ${reason}`, cause === undefined ? undefined : { cause });
    this.name = 'ProviderTokenError';
    this.reason = reason;
  }
}

export interface ProviderTokenVerifier {
  readonly issuer: string;
  readonly audience: string;
  readonly clientId: string;
  /**
   * Checks signature, issuer, audience, expiry and algorithm; answers who the provider vouches for,
   * when it issued the token (seconds since the epoch; null without `iat`) and to which client
   * (`client_id` of RFC 9068; null without it).
   */
  verifyAccessToken(
    token: string,
  ): Promise<{ subject: string; issuedAt: number | null; clientId: string | null }>;
  /**
   * Verifies an ID token (audience = client id) of the same subject and reads its identity claims,
   * trimmed. Throws ProviderTokenError like verifyAccessToken.
   */
  verifyIdToken(idToken: string, subject: string): Promise<IdentityClaims>;
}

/** Where the keys come from: the embedded provider's own keys in process, or the provider's JWKS URL. */
export type KeySource =
  { kind: 'local'; loadKeys: () => Promise<readonly object[]> } | { kind: 'remote'; fetch?: typeof fetch };

export function createProviderTokenVerifier(options: {
  issuer: string;
  audience: string;
  clientId: string;
  keys: KeySource;
}): ProviderTokenVerifier {
  const { issuer, audience, clientId } = options;
  const getKey =
    options.keys.kind === 'local'
      ? localKeys(options.keys.loadKeys)
      : remoteKeys(issuer, options.keys.fetch ?? fetch);

  async function verify(token: string, expectedAudience: string) {
    try {
      const { payload } = await jwtVerify(token, getKey, {
        issuer,
        audience: expectedAudience,
        algorithms: [...PROVIDER_ALGORITHMS],
        requiredClaims: ['exp', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      if (typeof payload.sub !== 'string' || payload.sub.trim() === '') {
        throw new ProviderTokenError('claims');
      }
      return payload;
    } catch (error) {
      if (error instanceof ProviderTokenError) throw error;
      throw new ProviderTokenError(reasonOf(error), error);
    }
  }

  return {
    issuer,
    audience,
    clientId,
    async verifyAccessToken(token) {
      const payload = await verify(token, audience);
      return {
        subject: payload.sub as string,
        issuedAt: typeof payload.iat === 'number' ? payload.iat : null,
        clientId: typeof payload.client_id === 'string' ? payload.client_id : null,
      };
    },
    async verifyIdToken(idToken, subject) {
      const payload = await verify(idToken, clientId);
      if (payload.sub !== subject) throw new ProviderTokenError('claims');
      return readIdentityClaims(idToken);
    },
  };
}

function reasonOf(error: unknown): ProviderTokenRefusal {
  if (error instanceof joseErrors.JWTExpired) return 'expired';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'unknown_key';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'signature';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return 'claims';
  if (error instanceof ProviderUnavailableError) return 'unavailable';
  if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JOSEError) {
    return error.code === 'ERR_JWKS_TIMEOUT' ? 'unavailable' : 'malformed';
  }
  return 'unavailable';
}

class ProviderUnavailableError extends Error {}

/** Only the public members of a key: the verifier never holds signing power. */
const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e', 'crv', 'x', 'y'] as const;
function publicJwk(jwk: JWK): JWK {
  const copy: JWK = {};
  for (const member of PUBLIC_MEMBERS) {
    if (jwk[member] !== undefined) (copy as Record<string, unknown>)[member] = jwk[member];
  }
  return copy;
}

/** The embedded provider's keys, read in process; an unknown kid reloads them (rate limited). */
function localKeys(loadKeys: () => Promise<readonly object[]>): JWTVerifyGetKey {
  let current: { set: JWTVerifyGetKey; loadedAt: number } | null = null;
  const load = async () => {
    const keys: JSONWebKeySet = { keys: (await loadKeys()).map((key) => publicJwk(key as JWK)) };
    current = { set: createLocalJWKSet(keys), loadedAt: Date.now() };
    return current;
  };
  return async (header, token) => {
    const loaded = current ?? (await load());
    try {
      return await loaded.set(header, token);
    } catch (error) {
      if (
        !(error instanceof joseErrors.JWKSNoMatchingKey) ||
        Date.now() - loaded.loadedAt < LOCAL_RELOAD_MS
      ) {
        throw error;
      }
      return (await load()).set(header, token);
    }
  };
}

/**
 * An external provider: discovery once (retried after a failure), then its jwks_uri through jose's
 * remote set, which caches keys and refetches on an unknown kid with a cooldown.
 */
function remoteKeys(issuer: string, fetchImpl: typeof fetch): JWTVerifyGetKey {
  let jwks: JWTVerifyGetKey | null = null;
  let failedAt = 0;
  let pending: Promise<JWTVerifyGetKey> | null = null;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
    if (!response.ok) throw new ProviderUnavailableError(`discovery answered ${response.status}`);
    const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
    // The document must be about the configured issuer (OpenID Discovery §4.3).
    if (document.issuer !== issuer || typeof document.jwks_uri !== 'string') {
      throw new ProviderUnavailableError('discovery document does not match OIDC_ISSUER');
    }
    return createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: DISCOVERY_TIMEOUT_MS });
  };
  return async (header, token) => {
    if (!jwks) {
      if (Date.now() - failedAt < DISCOVERY_RETRY_MS)
        throw new ProviderUnavailableError('discovery failed recently');
      pending ??= discover().finally(() => {
        pending = null;
      });
      try {
        jwks = await pending;
      } catch (error) {
        failedAt = Date.now();
        throw error instanceof ProviderUnavailableError
          ? error
          : new ProviderUnavailableError('discovery failed', { cause: error });
      }
    }
    return jwks(header, token);
  };
}
