import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { BalanceExplanation, getBalanceExplanation } from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import { leaveRequestDays, leaveRequests } from '../../../db/schema/index.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { findLeaveType } from '../leave-type-queries.ts';
import { balanceMemberOf } from './balance-access.ts';
import { ledgerSum, yearEntries } from './ledger.ts';
import { memberNames, memberToday } from './member-facts.ts';

/** "Explain my balance": the year's opening, every entry with the running total, and what pending requests hold. */
export const getBalanceExplanationHandler: OperationHandler<typeof getBalanceExplanation> = ({
  context,
  query,
}) =>
  context.withTenant((tx) =>
    explainBalance(
      tx,
      context.companyId,
      balanceMemberOf(context, query.memberId),
      query.leaveTypeId,
      query.year,
    ),
  );

/** One balance of one year explained (404 for a member or leave type not of the company). */
export async function explainBalance(
  tx: Transaction,
  companyId: string,
  memberId: string,
  leaveTypeId: string,
  askedYear: number | undefined,
): Promise<BalanceExplanation> {
  const query = { leaveTypeId, year: askedYear };
  const today = await memberToday(tx, companyId, memberId);
  await findLeaveType(tx, companyId, query.leaveTypeId);
  const year = query.year ?? Number(today.slice(0, 4));
  const openingMinutes = await ledgerSum(tx, companyId, memberId, query.leaveTypeId, `${year - 1}-12-31`);
  const rows = await yearEntries(tx, companyId, memberId, query.leaveTypeId, year);
  const names = await memberNames(
    tx,
    companyId,
    rows.flatMap((row) => (row.actorMemberId ? [row.actorMemberId] : [])),
  );
  let running = openingMinutes;
  const entries = rows.map((row) => {
    running += row.minutes;
    return {
      entryId: row.id,
      kind: row.kind,
      minutes: row.minutes,
      effectiveDate: row.effectiveDate,
      expiresOn: row.expiresOn,
      source: row.source,
      sourceId: row.sourceId,
      actorName: row.actorMemberId ? (names.get(row.actorMemberId) ?? null) : null,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      runningMinutes: running,
    };
  });
  const reserved = await tx
    .select({
      leaveRequestId: leaveRequests.id,
      startsOn: leaveRequests.startsOn,
      endsOn: leaveRequests.endsOn,
      minutes: sql<number>`sum(${leaveRequestDays.minutes})::int`,
    })
    .from(leaveRequestDays)
    .innerJoin(leaveRequests, eq(leaveRequests.id, leaveRequestDays.requestId))
    .where(
      and(
        eq(leaveRequestDays.companyId, companyId),
        eq(leaveRequestDays.memberId, memberId),
        eq(leaveRequestDays.leaveTypeId, query.leaveTypeId),
        eq(leaveRequests.status, 'pending'),
        gte(leaveRequestDays.day, `${year}-01-01`),
        lte(leaveRequestDays.day, `${year}-12-31`),
      ),
    )
    .groupBy(leaveRequests.id, leaveRequests.startsOn, leaveRequests.endsOn)
    .orderBy(leaveRequests.startsOn);
  return {
    memberId,
    leaveTypeId: query.leaveTypeId,
    year,
    openingMinutes,
    entries,
    closingMinutes: running,
    reserved,
  };
}
