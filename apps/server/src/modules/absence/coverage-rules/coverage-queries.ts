import { and, eq, sql } from 'drizzle-orm';
import type { CoverageDay, CoverageRule } from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import { absenceCoverageRules } from '../../../db/schema/index.ts';
import { companyDays } from './company-days.ts';

export const ruleColumns = {
  departmentId: absenceCoverageRules.departmentId,
  kind: absenceCoverageRules.kind,
  minimum: absenceCoverageRules.minimum,
};

export async function ruleOf(
  tx: Transaction,
  companyId: string,
  departmentId: string,
): Promise<CoverageRule | null> {
  const [rule] = await tx
    .select(ruleColumns)
    .from(absenceCoverageRules)
    .where(
      and(eq(absenceCoverageRules.companyId, companyId), eq(absenceCoverageRules.departmentId, departmentId)),
    );
  return rule ?? null;
}

/**
 * Per day of the range: the department's active members, and how many of them are away on approved
 * and on pending leave (a member with both on one day counts as approved). One statement over
 * leave_request_days (indexed by company and day).
 */
export async function departmentDays(
  tx: Transaction,
  companyId: string,
  departmentId: string,
  from: string,
  to: string,
): Promise<CoverageDay[]> {
  const counts = await tx.execute<{ day: string; approved: number; pending: number }>(sql`
    with people as (
      select m.id from company_members m
      where m.company_id = ${companyId} and m.department_id = ${departmentId} and m.status = 'ACTIVE'),
    away as (
      select d.day, d.member_id, bool_or(r.status = 'approved') as approved
      from leave_request_days d
      join leave_requests r on r.company_id = d.company_id and r.id = d.request_id
      where d.company_id = ${companyId} and d.day between ${from}::date and ${to}::date
        and r.status in ('approved', 'pending') and d.member_id in (select id from people)
      group by d.day, d.member_id)
    select day::text as day,
      count(*) filter (where approved)::int as approved,
      count(*) filter (where not approved)::int as pending
    from away group by day`);
  const byDay = new Map(counts.rows.map((row) => [row.day, row]));
  const [headcountRow] = await tx
    .execute<{ headcount: number }>(
      sql`
    select count(*)::int as headcount from company_members
    where company_id = ${companyId} and department_id = ${departmentId} and status = 'ACTIVE'`,
    )
    .then((result) => result.rows);
  const headcount = headcountRow?.headcount ?? 0;
  return (await companyDays(tx, companyId, from, to)).map((day) => ({
    date: day.date,
    working: !day.weekend && day.holiday === null,
    headcount,
    approved: byDay.get(day.date)?.approved ?? 0,
    pending: byDay.get(day.date)?.pending ?? 0,
  }));
}
