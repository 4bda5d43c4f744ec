import { sql, type SQL } from 'drizzle-orm';
import { expectedMinutesOn } from '@atrium/contract/absence';
import { addUtcDays } from '@atrium/contract/dates';
import type { Transaction } from '../../../db/database.ts';
import type { PayrollSnapshotRow } from '../../../db/schema/index.ts';
import { uuidList } from '../../../db/uuid-list.ts';
import type { MemberContext } from '../../../platform/auth/request-context.ts';
import { holidaysFor, schedulesFor } from '../../time-tracking/absence-readings.ts';
import { attendanceOf } from '../../time-tracking/attendance.ts';
import { sumBetween } from '../overtime/overtime-computation.ts';
import { overtimeDaysOf } from '../overtime/overtime-days.ts';
import { overtimeRulesOf } from '../overtime/overtime-rules-queries.ts';
import { dayMinutesByMember } from '../reports/report-queries.ts';

/** The first and last day of a month `YYYY-MM`. */
export function monthBounds(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addUtcDays(next.toISOString().slice(0, 10), -1) };
}

/** The month before `YYYY-MM`, and the one `count` months earlier. */
export function monthsBefore(month: string, count: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - count);
  return date.toISOString().slice(0, 7);
}

/**
 * A month's figures per member as they are today (docs/product/absence-reports.md#payroll-month):
 * expected, worked and leave time as the statistics count them (each member's working days from
 * their first day of employment to their last, up to today), overtime and undertime over the
 * month by the company's overtime rules (overtime/overtime-computation.ts), approved leave per
 * type, and what the schedule would have expected on the holidays.
 */
export async function currentPayrollRows(
  context: MemberContext,
  month: string,
): Promise<PayrollSnapshotRow[]> {
  const { from, to } = monthBounds(month);
  const attendance = await attendanceOf(context, { from, to });
  const people = attendance?.members ?? [];
  if (people.length === 0) return [];
  const ids = people.map((person) => person.companyMemberId);
  return context.withTenant(async (tx) => {
    const { companyId } = context;
    const members: SQL = sql`select m.id from company_members m where m.company_id = ${companyId} and m.id in (${uuidList(ids)})`;
    const departments = await tx.execute<{ id: string; department_name: string | null }>(sql`
      select m.id, dep.name as department_name from company_members m
      left join departments dep on dep.company_id = m.company_id and dep.id = m.department_id
      where m.company_id = ${companyId} and m.id in (${uuidList(ids)})`);
    const leave = await tx.execute<{ member_id: string; leave_type_id: string; minutes: number }>(sql`
      select d.member_id, d.leave_type_id, sum(d.minutes)::int as minutes
      from leave_request_days d join leave_requests r on r.company_id = d.company_id and r.id = d.request_id
      where d.company_id = ${companyId} and r.status = 'approved' and d.day between ${from}::date and ${to}::date
        and d.member_id in (${uuidList(ids)})
      group by 1, 2 order by 2`);
    const holidayMinutes = await holidayMinutesOf(tx, companyId, members, from, to);
    const dayMinutes = await dayMinutesByMember(tx, companyId, ids, from);
    const rules = await overtimeRulesOf(tx, companyId);
    const overtime = (await overtimeDaysOf(tx, companyId, ids, from, to, rules)).days;
    const departmentOf = new Map(departments.rows.map((row) => [row.id, row.department_name]));
    return people.map((person) => {
      // The overtime rules' figure (docs/product/overtime.md#payroll): with the default rules the
      // month's worked and leave time against the expected, a short day offset by a long one.
      const net = sumBetween(overtime.get(person.companyMemberId) ?? [], from, to);
      return {
        memberId: person.companyMemberId,
        name: person.name,
        departmentName: departmentOf.get(person.companyMemberId) ?? null,
        dayMinutes: dayMinutes.get(person.companyMemberId) ?? 480,
        figures: {
          expectedMinutes: person.expectedMinutes,
          workedMinutes: person.workedMinutes,
          leaveMinutes: person.leaveMinutes,
          overtimeMinutes: Math.max(0, net),
          undertimeMinutes: Math.max(0, -net),
          holidayMinutes: holidayMinutes.get(person.companyMemberId) ?? 0,
          leave: leave.rows
            .filter((row) => row.member_id === person.companyMemberId)
            .map((row) => ({ leaveTypeId: row.leave_type_id, minutes: Number(row.minutes) })),
        },
      };
    });
  });
}

/** Per member, what their schedule would have expected on the public holidays and the optional ones they chose. */
async function holidayMinutesOf(
  tx: Transaction,
  companyId: string,
  members: SQL,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const holidays = await holidaysFor(tx, companyId, members, from, to);
  if (holidays.length === 0) return new Map();
  const schedules = await schedulesFor(tx, companyId, members);
  const ids = await tx.execute<{ id: string }>(sql`${members}`);
  const minutes = new Map<string, number>();
  for (const { id } of ids.rows) {
    const own = [...schedules.company, ...(schedules.own.get(id) ?? [])];
    const days = new Set(
      holidays.filter((row) => row.member_id === null || row.member_id === id).map((row) => row.day),
    );
    let total = 0;
    for (const day of days) total += expectedMinutesOn(own, day);
    if (total > 0) minutes.set(id, total);
  }
  return minutes;
}
