import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
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

/**
 * A member's balances on `day` (see leaveBalanceSchema) of the types they have one of (those
 * counting against the allowance, and any with entries), in list order, in one statement over the
 * member's ledger and request days: the ledger to the day and to the year's end, approved leave
 * after the day, pending requests of the year, and the year's carried minutes less the approved
 * leave up to their last day (carried days are used first).
 */
export async function balancesOn(
  tx: Transaction,
  companyId: string,
  memberId: string,
  day: string,
): Promise<LeaveBalance[]> {
  const year = day.slice(0, 4);
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const requestDays = (status: 'pending' | 'approved', to: SQL) => sql`(
    select coalesce(sum(d.minutes), 0)::int from ${leaveRequestDays} d
      join ${leaveRequests} r on r.id = d.request_id
    where d.company_id = ${companyId} and d.member_id = ${memberId} and d.leave_type_id = t.id
      and r.status = ${status} and d.day between ${yearStart}::date and ${to})`;
  const result = await tx.execute(sql`with ledger as (
      select leave_type_id,
        coalesce(sum(minutes) filter (where effective_date <= ${day}::date), 0)::int as balance,
        sum(minutes)::int as year_end,
        coalesce(sum(minutes) filter (where kind in ('taken', 'reversal') and effective_date > ${day}::date), 0)::int as planned,
        coalesce(sum(minutes) filter (where kind = 'carry_in' and effective_date = ${yearStart}::date), 0)::int as carried,
        max(expires_on) filter (where kind = 'carry_in' and effective_date = ${yearStart}::date) as carried_until
      from ${leaveLedgerEntries}
      where company_id = ${companyId} and member_id = ${memberId} and effective_date <= ${yearEnd}::date
      group by leave_type_id)
    select t.id as leave_type_id, coalesce(l.balance, 0) as balance, coalesce(l.year_end, 0) as year_end,
      coalesce(l.planned, 0) as planned, coalesce(l.carried, 0) as carried, l.carried_until::text as carried_until,
      ${requestDays('pending', sql`${yearEnd}::date`)} as pending,
      ${requestDays('approved', sql`coalesce(l.carried_until, ${yearEnd}::date)`)} as carried_used
    from ${leaveTypes} t left join ledger l on l.leave_type_id = t.id
    where t.company_id = ${companyId}
      and (((t.counts_against_allowance or t.time_off_in_lieu) and t.archived_at is null) or l.leave_type_id is not null
        or exists (select 1 from ${leaveLedgerEntries} e where e.company_id = ${companyId}
          and e.member_id = ${memberId} and e.leave_type_id = t.id))
    order by t.sort_order, lower(t.names ->> 'en')`);
  return (
    result.rows as {
      leave_type_id: string;
      balance: number;
      year_end: number;
      planned: number;
      carried: number;
      carried_until: string | null;
      pending: number;
      carried_used: number;
    }[]
  ).map((row) => {
    const carriedUntil = row.carried_until ?? yearEnd;
    const carriedMinutes =
      row.carried > 0 && carriedUntil >= day ? Math.max(0, row.carried - row.carried_used) : 0;
    return {
      leaveTypeId: row.leave_type_id,
      balanceMinutes: row.balance,
      plannedMinutes: row.planned,
      reservedMinutes: -row.pending,
      availableMinutes: row.year_end - row.pending,
      carriedMinutes,
      carriedExpiresOn: carriedMinutes > 0 ? row.carried_until : null,
    };
  });
}
