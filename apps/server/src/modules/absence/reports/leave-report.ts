import { sql } from 'drizzle-orm';
import type { LeaveReport, LeaveRequestPart, LeaveRequestStatus } from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import { displayNameSql, sortNameSql } from '../../people/person-name.ts';
import { checkFilters, dayMinutesByMember, reportLeaveTypes } from './report-queries.ts';

export interface LeaveReportFilters {
  from: string;
  to: string;
  departmentId?: string | undefined;
  leaveTypeId?: string | undefined;
  status?: LeaveRequestStatus | undefined;
  offset: number;
  limit: number;
}

interface RowJson {
  leaveRequestId: string;
  memberId: string;
  name: string;
  departmentName: string | null;
  leaveTypeId: string;
  startsOn: string;
  endsOn: string;
  part: LeaveRequestPart;
  status: LeaveRequestStatus;
  minutesInPeriod: number;
  totalMinutes: number;
  requestedAt: string;
  decidedAt: string | null;
}

/**
 * The leave report (docs/product/absence-reports.md#leave-report): the requests with days in the
 * period, of members who have left too (their leave is still the period's), by first day and
 * name, one page with the period's totals over all of them, in one statement. A rejected or
 * withdrawn request holds no days, so it counts no minutes in the period.
 */
export async function leaveReport(
  tx: Transaction,
  companyId: string,
  filters: LeaveReportFilters,
): Promise<LeaveReport> {
  await checkFilters(tx, companyId, filters);
  const where = sql`r.company_id = ${companyId} and r.starts_on <= ${filters.to}::date and r.ends_on >= ${filters.from}::date
    ${filters.departmentId ? sql`and m.department_id = ${filters.departmentId}` : sql``}
    ${filters.leaveTypeId ? sql`and r.leave_type_id = ${filters.leaveTypeId}` : sql``}
    ${filters.status ? sql`and r.status = ${filters.status}` : sql``}`;
  const result = await tx.execute<{
    total: number;
    rows: RowJson[] | string;
    totals: LeaveReport['totals'] | string;
  }>(sql`with matching as (
      select r.id, r.member_id, r.leave_type_id, r.starts_on, r.ends_on, r.part, r.status,
        r.requested_minutes, r.created_at, coalesce(r.decided_at, r.cancelled_at) as decided_at,
        m.department_id, m.user_id,
        (select coalesce(sum(d.minutes), 0) from leave_request_days d where d.request_id = r.id
          and d.day between ${filters.from}::date and ${filters.to}::date)::int as in_period
      from leave_requests r
      join company_members m on m.company_id = r.company_id and m.id = r.member_id
      where ${where}),
    page as (
      select x.*, ${displayNameSql} as name, ${sortNameSql} as sort, dep.name as department_name
      from matching x
      join users on users.id = x.user_id
      left join departments dep on dep.company_id = ${companyId} and dep.id = x.department_id
      order by x.starts_on, ${sortNameSql}, x.id offset ${filters.offset} limit ${filters.limit})
    select (select count(*) from matching)::int as total,
      coalesce((select json_agg(json_build_object('leaveRequestId', p.id, 'memberId', p.member_id,
          'name', p.name, 'departmentName', p.department_name, 'leaveTypeId', p.leave_type_id,
          'startsOn', p.starts_on::text, 'endsOn', p.ends_on::text, 'part', p.part, 'status', p.status,
          'minutesInPeriod', p.in_period, 'totalMinutes', p.requested_minutes,
          'requestedAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'decidedAt', to_char(p.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        order by p.starts_on, p.sort, p.id) from page p), '[]'::json) as rows,
      coalesce((select json_agg(json_build_object('leaveTypeId', t.leave_type_id, 'minutes', t.minutes,
          'requests', t.requests) order by t.leave_type_id)
        from (select leave_type_id, sum(in_period)::int as minutes, count(*)::int as requests
          from matching group by leave_type_id) t), '[]'::json) as totals`);
  const row = result.rows[0]!;
  // PGlite and node-postgres both parse json; a driver that does not hands the text.
  const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  const rows = parsed(row.rows);
  const dayMinutes = await dayMinutesByMember(
    tx,
    companyId,
    [...new Set(rows.map((item) => item.memberId))],
    filters.from,
  );
  return {
    total: row.total,
    offset: filters.offset,
    leaveTypes: await reportLeaveTypes(tx, companyId, filters.from, filters.to, filters.leaveTypeId),
    rows: rows.map((item) => ({ ...item, dayMinutes: dayMinutes.get(item.memberId) ?? 480 })),
    totals: parsed(row.totals),
  };
}
