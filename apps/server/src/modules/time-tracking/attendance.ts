import { sql } from 'drizzle-orm';
import { expectedMinutesOn } from '@atrium/contract/absence';
import { Modules } from '@atrium/contract/access';
import { addUtcDays, DEFAULT_TIME_ZONE, localDate } from '@atrium/contract/dates';
import type {
  AttendanceDay,
  AttendanceFigures,
  AttendanceMember,
  StatisticsQuery,
} from '@atrium/contract/time-tracking';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { holidaysFor, schedulesFor } from './absence-readings.ts';
import { readableMembers } from './member-scope.ts';
import { statisticsWhere } from './statistics-filter.ts';

export interface Attendance {
  totals: AttendanceFigures;
  days: AttendanceDay[];
  members: AttendanceMember[];
}

const zero = (): AttendanceFigures => ({
  expectedMinutes: 0,
  workedMinutes: 0,
  leaveMinutes: 0,
  differenceMinutes: 0,
});

function add(into: AttendanceFigures, expected: number, worked: number, leave: number) {
  into.expectedMinutes += expected;
  into.workedMinutes += worked;
  into.leaveMinutes += leave;
  into.differenceMinutes += worked + leave - expected;
}

/**
 * Expected time against worked time and approved leave for the members of the report's scope
 * (docs/product/time-tracking.md#expected-hours-and-leave), per day, per member and overall.
 * Each member's days count up to their own today, from their first day of employment to their
 * last when the employment history has them; a public holiday, or an optional one they took,
 * expects nothing. null without ABSENCE, and when a project, client or action type narrows the
 * report (expected hours have no project).
 */
export async function attendanceOf(
  context: MemberContext,
  query: StatisticsQuery,
): Promise<Attendance | null> {
  if (!context.modules.includes(Modules.ABSENCE)) return null;
  if (query.projectId || query.clientId || query.actionTypeId) return null;
  const { companyId } = context;
  const members = sql`select m.id from company_members m
    where m.company_id = ${companyId}
      and ${readableMembers(context, sql`m.id`) ?? sql`true`}
      and ${query.companyMemberId ? sql`m.id = ${query.companyMemberId}` : sql`true`}
      and ${query.departmentId ? sql`m.department_id = ${query.departmentId}` : sql`true`}
      and (m.status = 'ACTIVE'
        or exists (select 1 from activities a where a.company_id = ${companyId} and a.company_member_id = m.id
          and a.day between ${query.from}::date and ${query.to}::date)
        or exists (select 1 from leave_request_days ld where ld.company_id = ${companyId} and ld.member_id = m.id
          and ld.day between ${query.from}::date and ${query.to}::date))`;

  return context.withTenant(async (tx) => {
    const people = await tx.execute<{
      member_id: string;
      name: string;
      zone: string | null;
      hired_on: string | null;
      leaves_on: string | null;
    }>(sql`
      select m.id as member_id,
        coalesce(nullif(u.name, ''), nullif(trim(concat_ws(' ', u.given_name, u.family_name)), ''), u.email, '') as name,
        coalesce(u.time_zone, c.time_zone) as zone,
        (select min(e.start_date)::text from employment_records e where e.company_id = m.company_id and e.member_id = m.id) as hired_on,
        (select max(e.end_date)::text from employment_records e where e.company_id = m.company_id and e.member_id = m.id) as leaves_on
      from company_members m join users u on u.id = m.user_id join companies c on c.id = m.company_id
      where m.company_id = ${companyId} and m.id in (${members})`);
    if (people.rows.length === 0) {
      return {
        totals: zero(),
        days: daysOf(query.from, query.to).map((date) => ({ date, ...zero() })),
        members: [],
      };
    }
    const schedules = await schedulesFor(tx, companyId, members);
    const holidays = await holidaysFor(tx, companyId, members, query.from, query.to);
    const leave = await tx.execute<{ member_id: string; day: string; minutes: number }>(sql`
      select d.member_id, d.day::text as day, sum(d.minutes)::int as minutes
      from leave_request_days d
      join leave_requests r on r.company_id = d.company_id and r.id = d.request_id
      where d.company_id = ${companyId} and r.status = 'approved'
        and d.day between ${query.from}::date and ${query.to}::date and d.member_id in (${members})
      group by 1, 2`);
    const worked = await tx.execute<{ member_id: string; day: string; seconds: number }>(sql`
      select company_member_id as member_id, day::text as day, sum(duration_seconds)::bigint as seconds
      from activities where ${statisticsWhere(context, query)}
      group by 1, 2`);
    return figures({
      days: daysOf(query.from, query.to),
      people: people.rows,
      schedules,
      publicDays: new Set(holidays.filter((row) => row.member_id === null).map((row) => row.day)),
      optionalDays: new Set(
        holidays.filter((row) => row.member_id !== null).map((row) => `${row.member_id} ${row.day}`),
      ),
      leave: new Map(leave.rows.map((row) => [`${row.member_id} ${row.day}`, Number(row.minutes)])),
      worked: new Map(
        worked.rows.map((row) => [`${row.member_id} ${row.day}`, Math.round(Number(row.seconds) / 60)]),
      ),
    });
  });
}

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addUtcDays(day, 1)) days.push(day);
  return days;
}

function figures(input: {
  days: string[];
  people: {
    member_id: string;
    name: string;
    zone: string | null;
    hired_on: string | null;
    leaves_on: string | null;
  }[];
  schedules: Awaited<ReturnType<typeof schedulesFor>>;
  publicDays: Set<string>;
  optionalDays: Set<string>;
  leave: Map<string, number>;
  worked: Map<string, number>;
}): Attendance {
  const now = new Date();
  const totals = zero();
  const perDay = new Map(input.days.map((date) => [date, zero()]));
  const members: AttendanceMember[] = [];
  for (const person of input.people) {
    const own = input.schedules.own.get(person.member_id) ?? [];
    const schedules = [...input.schedules.company, ...own];
    const today = localDate(now, person.zone ?? DEFAULT_TIME_ZONE);
    const figures = zero();
    for (const day of input.days) {
      const key = `${person.member_id} ${day}`;
      const worked = input.worked.get(key) ?? 0;
      const counted =
        day <= today &&
        (person.hired_on === null || day >= person.hired_on) &&
        (person.leaves_on === null || day <= person.leaves_on);
      const dayOff = input.publicDays.has(day) || input.optionalDays.has(key);
      const expected = counted && !dayOff ? expectedMinutesOn(schedules, day) : 0;
      const leave = counted ? (input.leave.get(key) ?? 0) : 0;
      add(figures, expected, worked, leave);
      add(perDay.get(day)!, expected, worked, leave);
    }
    add(totals, figures.expectedMinutes, figures.workedMinutes, figures.leaveMinutes);
    members.push({ companyMemberId: person.member_id, name: person.name, ...figures });
  }
  return {
    totals,
    days: [...perDay].map(([date, day]) => ({ date, ...day })),
    members: members.sort(
      (a, b) => a.name.localeCompare(b.name) || a.companyMemberId.localeCompare(b.companyMemberId),
    ),
  };
}
