import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { getCompanyMembers } from '@atrium/contract/companies';
import { companyMembers, users } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { memberListColumns } from './member-queries.ts';

/** `%` and `_` in a search are meant literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const getCompanyMembersHandler: OperationHandler<typeof getCompanyMembers> = async ({
  query,
  context,
}) => {
  const { page, pageSize, search } = query;
  const conditions: SQL[] = [eq(companyMembers.companyId, context.companyId)];
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.givenName, pattern),
        ilike(users.familyName, pattern),
        ilike(users.email, pattern),
        ilike(sql`coalesce(${users.givenName}, '') || ' ' || coalesce(${users.familyName}, '')`, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  return context.withTenant(async (tx) => {
    const [counted] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(where);
    const items = await tx
      .select(memberListColumns)
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(where)
      .orderBy(asc(sql`lower(coalesce(${users.name}, ${users.email}, ''))`), asc(companyMembers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { items, total: counted?.total ?? 0, page, pageSize };
  });
};
