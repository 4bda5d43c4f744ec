import { sql } from 'drizzle-orm';
import { expectedMinutesOn, type OvertimeDay, type OvertimeRules } from '@atrium/contract/absence';
import { addUtcDays, DEFAULT_TIME_ZONE, localDate } from '@atrium/contract/dates';
import type { Transaction } from '../../../db/database.ts';
import { holidaysFor, schedulesFor } from '../../time-tracking/absence-readings.ts';
import { overtimeOfDays, readingStartOf, type WorkedDay } from './overtime-computation.ts';

/** A member whose overtime is read, with their own today. */
export interface OvertimeMember {
  memberId: string;
  name: string;
  today: string;
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Each member's days from the start of the month of `from`'s week to `to`, the rules applied
 * (overtime-computation.ts): counting time (finished activities of the rules' action types) per
 * local day, against the schedule of that day less public holidays, optional holidays the member
 * took and approved leave. Days after the member's today, and before their first or after their
 * last day of employment, expect nothing. Members not of the company are left out.
 */
export async function overtimeDaysOf(
  tx: Transaction,
  companyId: string,
  memberIds: readonly string[],
  from: string,
  to: string,
  rules: OvertimeRules,
): Promise<{ members: OvertimeMember[]; days: Map<string, OvertimeDay[]> }> {
  if (memberIds.length === 0) return { members: [], days: new Map() };
  const start = readingStartOf(from);
  const members = sql`select m.id from company_members m where m.company_id = ${companyId} and m.id in (${idList(memberIds)})`;
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
  if (people.rows.length === 0) return { members: [], days: new Map() };
  const schedules = await schedulesFor(tx, companyId, members);
  const holidays = await holidaysFor(tx, companyId, members, start, to);
  const leave = await tx.execute<{ member_id: string; day: string; minutes: number }>(sql`
    select d.member_id, d.day::text as day, sum(d.minutes)::int as minutes
    from leave_request_days d
    join leave_requests r on r.company_id = d.company_id and r.id = d.request_id
    where d.company_id = ${companyId} and r.status = 'approved'
      and d.day between ${start}::date and ${to}::date and d.member_id in (${members})
    group by 1, 2`);
  const actionTypes =
    rules.actionTypeIds === null
      ? sql`true`
      : rules.actionTypeIds.length === 0
        ? sql`false`
        : sql`a.action_type_id in (${idList(rules.actionTypeIds)})`;
  const worked = await tx.execute<{ member_id: string; day: string; seconds: number }>(sql`
    select a.company_member_id as member_id, a.day::text as day, sum(a.duration_seconds)::bigint as seconds
    from activities a
    where a.company_id = ${companyId} and a.company_member_id in (${members})
      and a.day between ${start}::date and ${to}::date and a.duration_seconds is not null and ${actionTypes}
    group by 1, 2`);
  const key = (memberId: string, day: string) => `${memberId} ${day}`;
  const publicDays = new Set(holidays.filter((row) => row.member_id === null).map((row) => row.day));
  const optionalDays = new Set(
    holidays.filter((row) => row.member_id !== null).map((row) => key(row.member_id!, row.day)),
  );
  const leaveOf = new Map(leave.rows.map((row) => [key(row.member_id, row.day), Number(row.minutes)]));
  const workedOf = new Map(
    worked.rows.map((row) => [key(row.member_id, row.day), Math.round(Number(row.seconds) / 60)]),
  );
  const now = new Date();
  const result = new Map<string, OvertimeDay[]>();
  const answered: OvertimeMember[] = [];
  for (const person of people.rows) {
    const own = [...schedules.company, ...(schedules.own.get(person.member_id) ?? [])];
    const today = localDate(now, person.zone ?? DEFAULT_TIME_ZONE);
    const days: WorkedDay[] = [];
    for (let day = start; day <= to; day = addUtcDays(day, 1)) {
      const id = key(person.member_id, day);
      const counted =
        day <= today &&
        (person.hired_on === null || day >= person.hired_on) &&
        (person.leaves_on === null || day <= person.leaves_on);
      const dayOff = publicDays.has(day) || optionalDays.has(id);
      const expected = counted && !dayOff ? expectedMinutesOn(own, day) : 0;
      const leaveMinutes = counted ? (leaveOf.get(id) ?? 0) : 0;
      days.push({
        date: day,
        workedMinutes: workedOf.get(id) ?? 0,
        scheduledMinutes: Math.max(0, expected - leaveMinutes),
      });
    }
    result.set(person.member_id, overtimeOfDays(rules, days));
    answered.push({ memberId: person.member_id, name: person.name, today });
  }
  answered.sort((a, b) => a.name.localeCompare(b.name) || a.memberId.localeCompare(b.memberId));
  return { members: answered, days: result };
}
