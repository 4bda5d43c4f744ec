import { randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AccessTokenKey } from './access-token-key.ts';
import { VerifiedTokenCache } from './verified-token-cache.ts';

const ALGORITHM = 'ES256';
export const ACCESS_TOKEN_AUDIENCE = 'atrium-api';
/** Small allowance for clock skew between instances. */
const CLOCK_TOLERANCE_SECONDS = 5;

const oneOrMany = z.union([z.string(), z.array(z.string())]).optional();

/**
 * Claims of docs/product/tokens-and-sign-in.md#access-token-claims. Roles and modules are a hint for the web app only: the server re-reads the
 * membership from the database on every request (see access-gate.ts).
 */
const claimsSchema = z
  .object({
    sub: z.uuid(),
    CompanyMemberId: z.uuid().nullish(),
    CompanyId: z.uuid().nullish(),
    role: oneOrMany,
    Modules: oneOrMany,
  })
  .refine((claims) => Boolean(claims.CompanyId) === Boolean(claims.CompanyMemberId), {
    message: 'CompanyId and CompanyMemberId come together',
  });

export interface AccessTokenClaims {
  /** users.id */
  sub: string;
  CompanyMemberId?: string | null;
  CompanyId?: string | null;
  role?: string | string[];
  Modules?: string | string[];
}

interface VerifiedAccessToken {
  userId: string;
  companyId: string | null;
  companyMemberId: string | null;
  expiresAt: Date;
}

/** Why a token was refused; logged, never told to the client beyond "invalid or expired". */
export class InvalidAccessTokenError extends Error {
  readonly reason: 'expired' | 'malformed' | 'signature' | 'claims';

  constructor(reason: InvalidAccessTokenError['reason'], cause?: unknown) {
    super(`access token refused: ${reason}`, cause === undefined ? undefined : { cause });
    this.name = 'InvalidAccessTokenError';
    this.reason = reason;
  }
}

export interface AccessTokens {
  signAccessToken(claims: AccessTokenClaims): Promise<string>;
  verifyAccessToken(token: string): Promise<VerifiedAccessToken>;
  readonly ttlSeconds: number;
}

export function createAccessTokens(options: {
  key: AccessTokenKey;
  issuer: string;
  ttlSeconds: number;
}): AccessTokens {
  const { key, issuer, ttlSeconds } = options;
  // A few thousand people signed in at once per instance; beyond that the oldest are re-verified.
  const verifiedTokens = new VerifiedTokenCache<VerifiedAccessToken>({ maxEntries: 5_000 });
  return {
    ttlSeconds,
    async signAccessToken(claims) {
      const { sub, ...rest } = claimsSchema.parse(claims);
      const payload = Object.fromEntries(
        Object.entries(rest).filter(([, value]) => value !== undefined && value !== null),
      );
      return new SignJWT(payload)
        .setProtectedHeader({ alg: ALGORITHM, typ: 'at+jwt' })
        .setSubject(sub)
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .setJti(randomUUID())
        .sign(key.privateKey);
    },
    async verifyAccessToken(token) {
      const known = verifiedTokens.get(token);
      if (known !== undefined) return known;
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, key.publicKey, {
          algorithms: [ALGORITHM],
          issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          typ: 'at+jwt',
          requiredClaims: ['exp', 'iat', 'sub'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          // A token can never live longer than the configured lifetime, whatever its exp says.
          maxTokenAge: ttlSeconds + CLOCK_TOLERANCE_SECONDS,
        }));
      } catch (error) {
        throw new InvalidAccessTokenError(reasonOf(error), error);
      }
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) throw new InvalidAccessTokenError('claims', claims.error);
      const { exp, iat } = payload as { exp: number; iat: number };
      const verified: VerifiedAccessToken = Object.freeze({
        userId: claims.data.sub,
        companyId: claims.data.CompanyId ?? null,
        companyMemberId: claims.data.CompanyMemberId ?? null,
        expiresAt: new Date(exp * 1000),
      });
      // Remembered without the clock tolerance, so a remembered token is never accepted for
      // longer than a fresh verification would accept it.
      verifiedTokens.set(token, verified, Math.min(exp, iat + ttlSeconds) * 1000);
      return verified;
    },
  };
}

function reasonOf(error: unknown): InvalidAccessTokenError['reason'] {
  if (error instanceof joseErrors.JWTExpired) return 'expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'signature';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return 'claims';
  return 'malformed';
}
