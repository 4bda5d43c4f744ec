import { sql, type SQL } from 'drizzle-orm';
import type { ReportLeaveType, Translations } from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import { uuidList } from '../../../db/uuid-list.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import { displayNameSql, sortNameSql } from '../../people/person-name.ts';
import { dayMinutesOf } from '../requests/allowances.ts';
import { schedulesByMember } from '../work-schedule-queries.ts';

/*
 * The statements behind the absence reports (docs/product/absence-reports.md). Both read the
 * balance ledger and the request days set-wise for a page of members, so a report of a thousand
 * people is a handful of statements, not one per person.
 */

/** The first and last day of a leave year: the calendar year (docs/product/absence.md#allowances-and-balances). */
export function leaveYearBounds(year: number): { start: string; end: string } {
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

/** 404 unless the department and the leave type named by a filter are the company's. */
export async function checkFilters(
  tx: Transaction,
  companyId: string,
  filters: { departmentId?: string | undefined; leaveTypeId?: string | undefined },
): Promise<void> {
  if (filters.departmentId) {
    const found = await tx.execute(
      sql`select 1 from departments where company_id = ${companyId} and id = ${filters.departmentId}`,
    );
    if (found.rows.length === 0) throw notFound('The department');
  }
  if (filters.leaveTypeId) {
    const found = await tx.execute(
      sql`select 1 from leave_types where company_id = ${companyId} and id = ${filters.leaveTypeId}`,
    );
    if (found.rows.length === 0) throw notFound('The leave type');
  }
}

/**
 * The leave types a report of a period shows: those counting against the allowance (not archived)
 * and any with ledger entries or requests in the period, in list order; `unit` is days when an
 * allowance policy gives the type days in the period.
 */
export async function reportLeaveTypes(
  tx: Transaction,
  companyId: string,
  from: string,
  to: string,
  leaveTypeId?: string,
): Promise<ReportLeaveType[]> {
  const result = await tx.execute<{ id: string; names: Translations; colour: string; counts_days: boolean }>(
    sql`select t.id, t.names, t.colour, exists (
        select 1 from allowance_policies p where p.company_id = t.company_id
          and (p.leave_type_id = t.id or (p.leave_type_id is null and t.counts_against_allowance))
          and p.effective_from <= ${to}::date and (p.effective_to is null or p.effective_to >= ${from}::date)
      ) or (t.time_off_in_lieu and t.unit <> 'hour') as counts_days
      from leave_types t
      where t.company_id = ${companyId} ${leaveTypeId ? sql`and t.id = ${leaveTypeId}` : sql``}
        and (((t.counts_against_allowance or t.time_off_in_lieu) and t.archived_at is null)
          or exists (select 1 from leave_ledger_entries e where e.company_id = t.company_id
            and e.leave_type_id = t.id and e.effective_date between ${from}::date and ${to}::date)
          or exists (select 1 from leave_requests r where r.company_id = t.company_id
            and r.leave_type_id = t.id and r.starts_on <= ${to}::date and r.ends_on >= ${from}::date))
      order by t.sort_order, lower(t.names ->> 'en')`,
  );
  return result.rows.map((row) => ({
    leaveTypeId: row.id,
    names: row.names,
    colour: row.colour,
    unit: row.counts_days ? 'days' : 'hours',
  }));
}

/** Each member's average working day on `day`, for showing minutes as days. */
export async function dayMinutesByMember(
  tx: Transaction,
  companyId: string,
  memberIds: readonly string[],
  day: string,
): Promise<Map<string, number>> {
  const schedules = await schedulesByMember(tx, companyId, memberIds);
  return new Map(
    [...schedules].map(([memberId, list]) => [memberId, dayMinutesOf({ schedules: list }, day)]),
  );
}

export interface ReportMember {
  memberId: string;
  name: string;
  departmentName: string | null;
}

/** One page of the company's active members in name order, optionally of one department, with the total. */
export async function reportMembers(
  tx: Transaction,
  companyId: string,
  filters: { departmentId?: string | undefined; offset: number; limit: number },
): Promise<{ total: number; members: ReportMember[] }> {
  const where = sql`m.company_id = ${companyId} and m.status = 'ACTIVE'
    ${filters.departmentId ? sql`and m.department_id = ${filters.departmentId}` : sql``}`;
  const result = await tx.execute<{ total: number; members: [string, string, string | null][] }>(
    sql`with page as (
        select m.id, ${displayNameSql} as name, ${sortNameSql} as sort, users.id as user_id, dep.name as department_name
        from company_members m
        join users on users.id = m.user_id
        left join departments dep on dep.company_id = m.company_id and dep.id = m.department_id
        where ${where}
        order by ${sortNameSql}, users.id offset ${filters.offset} limit ${filters.limit})
      select (select count(*) from company_members m where ${where})::int as total,
        coalesce((select json_agg(json_build_array(p.id, p.name, p.department_name) order by p.sort, p.user_id)
          from page p), '[]'::json) as members`,
  );
  const row = result.rows[0]!;
  return {
    total: row.total,
    members: row.members.map(([memberId, name, departmentName]) => ({ memberId, name, departmentName })),
  };
}

export interface YearFigures {
  memberId: string;
  leaveTypeId: string;
  carried: number;
  entitled: number;
  adjusted: number;
  lapsed: number;
  taken: number;
  planned: number;
  pending: number;
  left: number;
}

/**
 * A year of the ledger per member and leave type, in one statement. Every entry up to the year's
 * end falls in exactly one column, so that carried + entitled + adjusted + lapsed − taken −
 * planned is the ledger's balance at the year's end: "carried" is what the member brought into
 * the year (the balance before it, with the New Year's lapse and carry-over, which read as one
 * movement), "lapsed" the carried days that ran out during the year.
 */
export async function yearFigures(
  tx: Transaction,
  companyId: string,
  memberIds: readonly string[],
  leaveTypeIds: readonly string[],
  year: number,
  today: string,
): Promise<YearFigures[]> {
  if (memberIds.length === 0 || leaveTypeIds.length === 0) return [];
  const { start, end } = leaveYearBounds(year);
  const members = sql`(${uuidList(memberIds)})`;
  const types = sql`(${uuidList(leaveTypeIds)})`;
  const sum = (filter: SQL) => sql`coalesce(sum(e.minutes) filter (where ${filter}), 0)::int`;
  const result = await tx.execute<{
    member_id: string;
    leave_type_id: string;
    carried: number;
    entitled: number;
    adjusted: number;
    lapsed: number;
    taken: number;
    planned: number;
    pending: number;
  }>(sql`with ledger as (
      select e.member_id, e.leave_type_id,
        ${sum(sql`e.effective_date < ${start}::date or e.kind = 'carry_in'
          or (e.kind = 'expiry' and e.effective_date = ${start}::date)`)} as carried,
        ${sum(sql`e.effective_date >= ${start}::date and e.kind in ('allocation', 'accrual')`)} as entitled,
        ${sum(sql`e.effective_date >= ${start}::date and e.kind = 'adjustment'`)} as adjusted,
        ${sum(sql`e.kind = 'expiry' and e.effective_date > ${start}::date`)} as lapsed,
        ${sum(sql`e.effective_date >= ${start}::date and e.kind in ('taken', 'reversal')
          and e.effective_date <= ${today}::date`)} as taken,
        ${sum(sql`e.effective_date >= ${start}::date and e.kind in ('taken', 'reversal')
          and e.effective_date > ${today}::date`)} as planned
      from leave_ledger_entries e
      where e.company_id = ${companyId} and e.member_id in ${members} and e.leave_type_id in ${types}
        and e.effective_date <= ${end}::date
      group by e.member_id, e.leave_type_id),
    pending as (
      select d.member_id, d.leave_type_id, sum(d.minutes)::int as pending
      from leave_request_days d join leave_requests r on r.id = d.request_id
      where d.company_id = ${companyId} and d.member_id in ${members} and d.leave_type_id in ${types}
        and r.status = 'pending' and d.day between ${start}::date and ${end}::date
      group by d.member_id, d.leave_type_id)
    select coalesce(l.member_id, p.member_id) as member_id, coalesce(l.leave_type_id, p.leave_type_id) as leave_type_id,
      coalesce(l.carried, 0) as carried, coalesce(l.entitled, 0) as entitled, coalesce(l.adjusted, 0) as adjusted,
      coalesce(l.lapsed, 0) as lapsed, -coalesce(l.taken, 0) as taken, -coalesce(l.planned, 0) as planned,
      coalesce(p.pending, 0) as pending
    from ledger l full join pending p on p.member_id = l.member_id and p.leave_type_id = l.leave_type_id`);
  return result.rows.map((row) => ({
    memberId: row.member_id,
    leaveTypeId: row.leave_type_id,
    carried: row.carried,
    entitled: row.entitled,
    adjusted: row.adjusted,
    lapsed: row.lapsed,
    taken: row.taken,
    planned: row.planned,
    pending: row.pending,
    left: row.carried + row.entitled + row.adjusted + row.lapsed - row.taken - row.planned - row.pending,
  }));
}
