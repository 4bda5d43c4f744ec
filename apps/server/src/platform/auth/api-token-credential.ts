import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@atrium/contract/api-tokens';
import type { Database } from '../../db/database.ts';
import { apiTokens } from '../../db/schema/api-tokens.ts';

/** A token's last use is written at most this often, so a busy script costs no write per call. */
const LAST_USED_GRANULARITY_MS = 60_000;

/** A personal API token, as opposed to a session's signed access token (decision 088). */
export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token: 32 random bytes after the prefix, and the part of it shown to recognise it. */
export function newApiToken(): { secret: string; hash: string; hint: string } {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashApiToken(secret), hint: `${secret.slice(0, API_TOKEN_PREFIX.length + 4)}…` };
}

export interface ApiTokenHolder {
  tokenId: string;
  userId: string;
  companyId: string;
  companyMemberId: string;
  scopes: readonly ApiTokenScope[];
}

export type ApiTokenRefusal = 'unknown' | 'revoked' | 'expired';

/**
 * Who a token acts as, or why it is refused. Runs on the owner connection like loadPrincipal: the
 * row is found by the hash of a secret only its holder knows, before any company is known.
 */
export async function verifyApiToken(
  database: Database,
  token: string,
  now: Date = new Date(),
): Promise<ApiTokenHolder | { refused: ApiTokenRefusal }> {
  const [row] = await database.owner
    .select({
      id: apiTokens.id,
      userId: apiTokens.userId,
      companyId: apiTokens.companyId,
      companyMemberId: apiTokens.companyMemberId,
      scopes: apiTokens.scopes,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashApiToken(token)))
    .limit(1);
  if (!row) return { refused: 'unknown' };
  if (row.revokedAt !== null) return { refused: 'revoked' };
  if (row.expiresAt.getTime() <= now.getTime()) return { refused: 'expired' };
  await database.owner
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, row.id),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(
            apiTokens.lastUsedAt,
            sql`${new Date(now.getTime() - LAST_USED_GRANULARITY_MS).toISOString()}::timestamptz`,
          ),
        ),
      ),
    );
  return {
    tokenId: row.id,
    userId: row.userId,
    companyId: row.companyId,
    companyMemberId: row.companyMemberId,
    scopes: row.scopes as ApiTokenScope[],
  };
}
