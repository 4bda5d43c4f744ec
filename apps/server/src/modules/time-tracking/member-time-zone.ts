import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@atrium/contract/dates';
import type { Transaction } from '../../db/database.ts';
import { companies, users } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';

/**
 * The zone of the caller's days and times: their own if they chose one, otherwise their
 * company's (docs/decisions/055-local-days.md).
 */
export async function memberTimeZone(
  tx: Transaction,
  context: Pick<MemberContext, 'companyId' | 'userId'>,
): Promise<string> {
  const [row] = await tx
    .select({ zone: sql<string>`coalesce(${users.timeZone}, ${companies.timeZone})` })
    .from(companies)
    .innerJoin(users, eq(users.id, context.userId))
    .where(eq(companies.id, context.companyId));
  return row?.zone ?? DEFAULT_TIME_ZONE;
}
