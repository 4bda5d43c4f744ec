import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApiToken, ApiTokenScope, CompanyApiToken } from '@atrium/contract/api-tokens';
import type { Transaction } from '../../db/database.ts';
import { apiTokens } from '../../db/schema/api-tokens.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';

const columns = {
  tokenId: apiTokens.id,
  name: apiTokens.name,
  hint: apiTokens.hint,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};

type TokenRow = {
  tokenId: string;
  name: string;
  hint: string;
  scopes: string[];
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

export function apiTokenOf(row: TokenRow): ApiToken {
  return {
    tokenId: row.tokenId,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes as ApiTokenScope[],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function tokensOfMember(tx: Transaction, companyMemberId: string): Promise<ApiToken[]> {
  const rows = await tx
    .select(columns)
    .from(apiTokens)
    .where(eq(apiTokens.companyMemberId, companyMemberId))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(apiTokenOf);
}

export async function tokensOfCompany(tx: Transaction, companyId: string): Promise<CompanyApiToken[]> {
  const rows = await tx
    .select({
      ...columns,
      ownerName: sql<string>`coalesce(nullif(${users.name}, ''), nullif(trim(concat_ws(' ', ${users.givenName}, ${users.familyName})), ''), ${users.email}, '')`,
      ownerEmail: sql<string>`coalesce(${users.email}, '')`,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.companyId, companyId))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map((row) => ({ ...apiTokenOf(row), ownerName: row.ownerName, ownerEmail: row.ownerEmail }));
}

/**
 * Revokes a token of the company (of one member when `companyMemberId` is given). A token already
 * revoked keeps its first revocation; one of another company or member is not found.
 */
export async function revokeToken(
  tx: Transaction,
  where: { companyId: string; tokenId: string; companyMemberId?: string },
  revokedByUserId: string,
): Promise<ApiToken> {
  const scope = and(
    eq(apiTokens.id, where.tokenId),
    eq(apiTokens.companyId, where.companyId),
    where.companyMemberId ? eq(apiTokens.companyMemberId, where.companyMemberId) : undefined,
  );
  await tx
    .update(apiTokens)
    .set({ revokedAt: new Date(), revokedByUserId })
    .where(and(scope, sql`${apiTokens.revokedAt} is null`));
  const [row] = await tx.select(columns).from(apiTokens).where(scope);
  if (!row) throw notFound('The API token');
  return apiTokenOf(row);
}
