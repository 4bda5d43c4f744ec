import { sql } from 'drizzle-orm';
import type { BalanceExplanation, getBalanceExplanation, LedgerEntry } from '@atrium/contract/absence';
import { DEFAULT_TIME_ZONE, localDate } from '@atrium/contract/dates';
import type { Transaction } from '../../../db/database.ts';
import {
  allowancePolicies,
  companies,
  companyMembers,
  leaveLedgerEntries,
  leaveRequestDays,
  leaveRequests,
  leaveTypes,
  overtimeApprovals,
  users,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { schedulesOf } from '../work-schedule-queries.ts';
import { dayMinutesOf } from './allowances.ts';
import { balanceMemberOf } from './balance-access.ts';

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

/**
 * Entries written together on one day (the New Year's job) in the order they apply: last year's
 * rest lapses, then up to the cap comes back carried, then the year's allocation.
 */
const KIND_ORDER = sql.raw(
  `case e.kind when 'expiry' then 0 when 'carry_in' then 1 when 'allocation' then 2 when 'accrual' then 3 else 4 end`,
);

interface EntryRow {
  entryId: string;
  kind: LedgerEntry['kind'];
  minutes: number;
  effectiveDate: string;
  expiresOn: string | null;
  source: LedgerEntry['source'];
  sourceId: string | null;
  actorName: string | null;
  reason: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  overtimePeriod: { from: string; to: string } | null;
}

/**
 * One balance of one year explained (404 for a member or leave type not of the company), in three
 * statements: the member's zone (for the year when none is asked) with whether the leave type is
 * the company's; then the opening, the year's entries with their actors' names, the pending
 * requests holding minutes of the year and whether a policy gives the type days that year,
 * together; then the member's schedules, for the length of a day of that allowance.
 */
export async function explainBalance(
  tx: Transaction,
  companyId: string,
  memberId: string,
  leaveTypeId: string,
  askedYear: number | undefined,
): Promise<BalanceExplanation> {
  const facts = await tx.execute(sql`
    select coalesce(${users.timeZone}, ${companies.timeZone}) as zone,
      exists (select 1 from ${leaveTypes} t where t.company_id = ${companyId} and t.id = ${leaveTypeId}) as type_found
    from ${companyMembers}
      join ${users} on ${users.id} = ${companyMembers.userId}
      join ${companies} on ${companies.id} = ${companyMembers.companyId}
    where ${companyMembers.companyId} = ${companyId} and ${companyMembers.id} = ${memberId}`);
  const member = facts.rows[0] as { zone: string | null; type_found: boolean } | undefined;
  if (!member) throw notFound('The member');
  if (!member.type_found) throw notFound('The leave type');
  const year = askedYear ?? Number(localDate(new Date(), member.zone ?? DEFAULT_TIME_ZONE).slice(0, 4));
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;

  const ofBalance = sql`e.company_id = ${companyId} and e.member_id = ${memberId} and e.leave_type_id = ${leaveTypeId}`;
  const result = await tx.execute(sql`
    select
      (select coalesce(sum(e.minutes), 0)::int from ${leaveLedgerEntries} e
        where ${ofBalance} and e.effective_date < ${yearStart}::date) as opening,
      coalesce((
        select json_agg(json_build_object(
            'entryId', e.id, 'kind', e.kind, 'minutes', e.minutes,
            'effectiveDate', e.effective_date::text, 'expiresOn', e.expires_on::text,
            'source', e.source, 'sourceId', e.source_id,
            'actorName', case when e.actor_member_id is null then null else coalesce(u.name, u.email) end,
            'reason', e.reason, 'createdAt', floor(extract(epoch from e.created_at) * 1000),
            'overtimePeriod', case when o.id is null then null
              else json_build_object('from', o.period_start::text, 'to', o.period_end::text) end)
          order by e.effective_date, e.created_at, ${KIND_ORDER}, e.id)
        from ${leaveLedgerEntries} e
          left join ${companyMembers} a on a.company_id = e.company_id and a.id = e.actor_member_id
          left join ${users} u on u.id = a.user_id
          left join ${overtimeApprovals} o on e.source = 'overtime' and o.company_id = e.company_id and o.id = e.source_id
        where ${ofBalance} and e.effective_date between ${yearStart}::date and ${yearEnd}::date
      ), '[]') as entries,
      coalesce((
        select json_agg(json_build_object(
            'leaveRequestId', p.id, 'startsOn', p.starts_on::text, 'endsOn', p.ends_on::text, 'minutes', p.minutes)
          order by p.starts_on, p.id)
        from (
          select r.id, r.starts_on, r.ends_on, sum(d.minutes)::int as minutes
          from ${leaveRequestDays} d join ${leaveRequests} r on r.id = d.request_id
          where d.company_id = ${companyId} and d.member_id = ${memberId} and d.leave_type_id = ${leaveTypeId}
            and r.status = 'pending' and d.day between ${yearStart}::date and ${yearEnd}::date
          group by r.id, r.starts_on, r.ends_on) p
      ), '[]') as reserved,
      exists (
        select 1 from ${allowancePolicies} p join ${leaveTypes} t on t.company_id = p.company_id and t.id = ${leaveTypeId}
        where p.company_id = ${companyId}
          and (p.leave_type_id = t.id or (p.leave_type_id is null and t.counts_against_allowance))
          and p.effective_from <= ${yearEnd}::date and (p.effective_to is null or p.effective_to >= ${yearStart}::date)
      ) or exists (
        select 1 from ${leaveTypes} t where t.company_id = ${companyId} and t.id = ${leaveTypeId}
          and t.time_off_in_lieu and t.unit <> 'hour'
      ) as counts_days`);
  const row = result.rows[0] as {
    opening: number;
    entries: EntryRow[] | string;
    reserved: BalanceExplanation['reserved'] | string;
    counts_days: boolean;
  };
  // PGlite and node-postgres both parse json; a driver that does not hands the text.
  const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  let running = row.opening;
  const entries = parsed(row.entries).map((entry) => {
    running += entry.minutes;
    return { ...entry, createdAt: new Date(Number(entry.createdAt)).toISOString(), runningMinutes: running };
  });
  // A day as the year's allocation counted it (from its first day), so that its entries read as
  // the policy states them: 20 days, not 19.7 after a later change of schedule.
  const countedFrom = entries.find((entry) => entry.kind === 'allocation')?.effectiveDate ?? yearStart;
  const schedules = await schedulesOf(tx, companyId, memberId);
  return {
    memberId,
    leaveTypeId,
    year,
    openingMinutes: row.opening,
    entries,
    closingMinutes: running,
    unit: row.counts_days ? 'days' : 'hours',
    dayMinutes: dayMinutesOf({ schedules }, countedFrom),
    reserved: parsed(row.reserved),
  };
}
