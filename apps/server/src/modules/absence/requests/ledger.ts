import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { LeaveBalance } from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import {
  leaveLedgerEntries,
  leaveRequestDays,
  leaveRequests,
  leaveTypes,
  type LedgerKind,
  type LedgerSource,
} from '../../../db/schema/index.ts';

/*
 * The balance ledger (docs/product/absence.md#balances): entries are only ever added. A balance
 * on a day is the sum of the entries up to it; what is left of a year is the sum up to its last
 * day less the minutes pending requests hold in it.
 */

export interface LedgerWrite {
  companyId: string;
  memberId: string;
  leaveTypeId: string;
  kind: LedgerKind;
  minutes: number;
  effectiveDate: string;
  expiresOn?: string | null;
  source: LedgerSource;
  sourceId?: string | null;
  actorMemberId?: string | null;
  reason?: string | null;
}

/** Adds entries; scheduled ones (policy, job) already written for their day are skipped. */
export async function writeLedger(tx: Transaction, entries: readonly LedgerWrite[]): Promise<number> {
  const rows = entries.filter((entry) => entry.minutes !== 0);
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(leaveLedgerEntries)
    .values(rows.map((row) => ({ ...row, expiresOn: row.expiresOn ?? null })))
    .onConflictDoNothing()
    .returning({ id: leaveLedgerEntries.id });
  return written.length;
}

const ofMemberType = (companyId: string, memberId: string, leaveTypeId: string) =>
  and(
    eq(leaveLedgerEntries.companyId, companyId),
    eq(leaveLedgerEntries.memberId, memberId),
    eq(leaveLedgerEntries.leaveTypeId, leaveTypeId),
  );

/** Sum of the member's entries of a type up to and including `day`. */
export async function ledgerSum(
  tx: Transaction,
  companyId: string,
  memberId: string,
  leaveTypeId: string,
  day: string,
): Promise<number> {
  const [row] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${leaveLedgerEntries.minutes}), 0)::int` })
    .from(leaveLedgerEntries)
    .where(and(ofMemberType(companyId, memberId, leaveTypeId), lte(leaveLedgerEntries.effectiveDate, day)));
  return row?.minutes ?? 0;
}

/** Minutes the member's requests of `status` hold on days between `from` and `to`. */
export async function requestMinutes(
  tx: Transaction,
  companyId: string,
  memberId: string,
  leaveTypeId: string,
  status: 'pending' | 'approved',
  from: string,
  to: string,
): Promise<number> {
  const [row] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${leaveRequestDays.minutes}), 0)::int` })
    .from(leaveRequestDays)
    .innerJoin(leaveRequests, eq(leaveRequests.id, leaveRequestDays.requestId))
    .where(
      and(
        eq(leaveRequestDays.companyId, companyId),
        eq(leaveRequestDays.memberId, memberId),
        eq(leaveRequestDays.leaveTypeId, leaveTypeId),
        eq(leaveRequests.status, status),
        gte(leaveRequestDays.day, from),
        lte(leaveRequestDays.day, to),
      ),
    );
  return row?.minutes ?? 0;
}

/** What is left of a year to request: the ledger to its last day less what pending requests hold. */
export async function availableInYear(
  tx: Transaction,
  companyId: string,
  memberId: string,
  leaveTypeId: string,
  year: number,
): Promise<number> {
  const booked = await ledgerSum(tx, companyId, memberId, leaveTypeId, `${year}-12-31`);
  const pending = await requestMinutes(
    tx,
    companyId,
    memberId,
    leaveTypeId,
    'pending',
    `${year}-01-01`,
    `${year}-12-31`,
  );
  return booked - pending;
}

/** Carried minutes of the year still unused on `day`, and their last day (carried days are used first). */
async function carriedOn(
  tx: Transaction,
  companyId: string,
  memberId: string,
  leaveTypeId: string,
  day: string,
): Promise<{ minutes: number; expiresOn: string | null }> {
  const year = day.slice(0, 4);
  const [carry] = await tx
    .select({
      minutes: sql<number>`coalesce(sum(${leaveLedgerEntries.minutes}), 0)::int`,
      expiresOn: sql<string | null>`max(${leaveLedgerEntries.expiresOn})::text`,
    })
    .from(leaveLedgerEntries)
    .where(
      and(
        ofMemberType(companyId, memberId, leaveTypeId),
        eq(leaveLedgerEntries.kind, 'carry_in'),
        eq(leaveLedgerEntries.effectiveDate, `${year}-01-01`),
      ),
    );
  if (!carry || carry.minutes <= 0) return { minutes: 0, expiresOn: null };
  const until = carry.expiresOn ?? `${year}-12-31`;
  if (until < day) return { minutes: 0, expiresOn: carry.expiresOn };
  const used = await requestMinutes(tx, companyId, memberId, leaveTypeId, 'approved', `${year}-01-01`, until);
  return { minutes: Math.max(0, carry.minutes - used), expiresOn: carry.expiresOn };
}

/** One balance of one member on `day` (see leaveBalanceSchema). */
export async function balanceOn(
  tx: Transaction,
  companyId: string,
  memberId: string,
  leaveTypeId: string,
  day: string,
): Promise<LeaveBalance> {
  const year = Number(day.slice(0, 4));
  const balanceMinutes = await ledgerSum(tx, companyId, memberId, leaveTypeId, day);
  const [planned] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${leaveLedgerEntries.minutes}), 0)::int` })
    .from(leaveLedgerEntries)
    .where(
      and(
        ofMemberType(companyId, memberId, leaveTypeId),
        inArray(leaveLedgerEntries.kind, ['taken', 'reversal']),
        gt(leaveLedgerEntries.effectiveDate, day),
        lte(leaveLedgerEntries.effectiveDate, `${year}-12-31`),
      ),
    );
  const pending = await requestMinutes(
    tx,
    companyId,
    memberId,
    leaveTypeId,
    'pending',
    `${year}-01-01`,
    `${year}-12-31`,
  );
  const carried = await carriedOn(tx, companyId, memberId, leaveTypeId, day);
  return {
    leaveTypeId,
    balanceMinutes,
    plannedMinutes: planned?.minutes ?? 0,
    reservedMinutes: -pending,
    availableMinutes: (await ledgerSum(tx, companyId, memberId, leaveTypeId, `${year}-12-31`)) - pending,
    carriedMinutes: carried.minutes,
    carriedExpiresOn: carried.minutes > 0 ? carried.expiresOn : null,
  };
}

/** The types a member has a balance of: those counting against the allowance, and any with entries. */
export async function balanceTypes(tx: Transaction, companyId: string, memberId: string): Promise<string[]> {
  const rows = await tx
    .select({ leaveTypeId: leaveTypes.id })
    .from(leaveTypes)
    .where(
      and(
        eq(leaveTypes.companyId, companyId),
        sql`((${leaveTypes.countsAgainstAllowance} and ${leaveTypes.archivedAt} is null) or exists (
          select 1 from ${leaveLedgerEntries} where ${leaveLedgerEntries.leaveTypeId} = ${leaveTypes.id}
            and ${leaveLedgerEntries.memberId} = ${memberId}))`,
      ),
    )
    .orderBy(asc(leaveTypes.sortOrder), sql`lower(${leaveTypes.names} ->> 'en')`);
  return rows.map((row) => row.leaveTypeId);
}

/** Entries of one year in order, for "explain my balance". */
export function yearEntries(
  tx: Transaction,
  companyId: string,
  memberId: string,
  leaveTypeId: string,
  year: number,
) {
  return tx
    .select()
    .from(leaveLedgerEntries)
    .where(
      and(
        ofMemberType(companyId, memberId, leaveTypeId),
        gte(leaveLedgerEntries.effectiveDate, `${year}-01-01`),
        lte(leaveLedgerEntries.effectiveDate, `${year}-12-31`),
      ),
    )
    .orderBy(
      asc(leaveLedgerEntries.effectiveDate),
      asc(leaveLedgerEntries.createdAt),
      asc(leaveLedgerEntries.id),
    );
}
