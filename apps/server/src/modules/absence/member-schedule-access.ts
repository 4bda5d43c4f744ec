import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@atrium/contract/dates';
import type { Transaction } from '../../db/database.ts';
import { companies, companyMembers, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';

/** The member's effective zone (decision 055), or 404 when the id is not a member of the company. */
export async function memberZoneOr404(tx: Transaction, companyId: string, memberId: string): Promise<string> {
  const [member] = await tx
    .select({ zone: sql<string>`coalesce(${users.timeZone}, ${companies.timeZone})` })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
  if (!member) throw notFound('The member');
  return member.zone ?? DEFAULT_TIME_ZONE;
}
