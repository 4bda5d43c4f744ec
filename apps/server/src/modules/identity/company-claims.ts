import { and, asc, eq } from 'drizzle-orm';
import type { AccessTokenClaims } from '../../platform/auth/access-token.ts';
import { loadPrincipal } from '../../platform/auth/load-principal.ts';
import type { Database } from '../../db/database.ts';
import { companyMembers, users } from '../../db/schema/index.ts';

/** The person's active membership in a company, or null (none, disabled, or another person's). */
export async function activeMembershipId(
  database: Database,
  userId: string,
  companyId: string,
): Promise<string | null> {
  // Only app.user_id is set: the self-read policy shows the person's own memberships.
  const rows = await database.withTenant({ companyId: null, userId }, (tx) =>
    tx
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.userId, userId),
          eq(companyMembers.companyId, companyId),
          eq(companyMembers.status, 'ACTIVE'),
        ),
      ),
  );
  return rows[0]?.id ?? null;
}

/**
 * The company a session starts in: the one chosen last while that membership is still active,
 * otherwise the oldest active membership, otherwise none (the person lands on `account`).
 */
export async function pickCompany(database: Database, userId: string): Promise<string | null> {
  return database.withTenant({ companyId: null, userId }, async (tx) => {
    const [person] = await tx
      .select({ lastCompanyId: users.lastCompanyId })
      .from(users)
      .where(eq(users.id, userId));
    const memberships = await tx
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(and(eq(companyMembers.userId, userId), eq(companyMembers.status, 'ACTIVE')))
      .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id));
    const last = person?.lastCompanyId;
    if (last && memberships.some((membership) => membership.companyId === last)) return last;
    return memberships[0]?.companyId ?? null;
  });
}

/** `role` and `Modules` of docs/product/tokens-and-sign-in.md#access-token-claims: absent when empty, one value alone, an array for several. */
function oneOrMany<T extends string>(values: readonly T[]): T | T[] | undefined {
  if (values.length === 0) return undefined;
  return values.length === 1 ? values[0] : [...values];
}

/**
 * Claims for the access token, read from the database now. `companyId` that is no longer an
 * active membership yields a token without a company. Returns null for a person who is gone or
 * disabled.
 */
export async function accessClaimsFor(
  database: Database,
  userId: string,
  companyId: string | null,
): Promise<{ claims: AccessTokenClaims; companyId: string | null } | null> {
  const companyMemberId = companyId ? await activeMembershipId(database, userId, companyId) : null;
  const principal = await loadPrincipal(database, {
    userId,
    companyId: companyMemberId ? companyId : null,
    companyMemberId,
  });
  if (principal === null || principal.disabled) return null;
  const membership = principal.membership;
  const roles = [...principal.globalRoles, ...(membership?.roles ?? [])];
  const claims: AccessTokenClaims = {
    sub: userId,
    CompanyId: membership?.companyId ?? null,
    CompanyMemberId: membership?.companyMemberId ?? null,
  };
  const role = oneOrMany(roles);
  if (role !== undefined) claims.role = role;
  const modules = oneOrMany(membership?.modules ?? []);
  if (modules !== undefined) claims.Modules = modules;
  return { claims, companyId: membership?.companyId ?? null };
}
