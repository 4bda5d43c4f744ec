import { sql, type SQL } from 'drizzle-orm';
import type {
  CalendarAbsence,
  CalendarLeaveType,
  CoverageDay,
  LeaveRequestPart,
  Translations,
} from '@atrium/contract/absence';
import { isAdmin } from '@atrium/contract/access';
import type { MemberContext } from '../../../platform/auth/request-context.ts';

/**
 * The leave type of a day as the caller may see it: a public type to everyone; a private one only
 * to the member, the request's approvers (any step) and ADMIN/OWNER; null ("Away") to the rest.
 * Written once for the planner, the gantt chart and its export, so none of them can send
 * a private type by mistake (docs/product/absence.md#team-planner).
 */
function visibleLeaveTypeSql(
  context: Pick<MemberContext, 'companyMemberId' | 'roles'>,
  day: { memberId: SQL; leaveTypeId: SQL; visibility: SQL; requestId: SQL },
): SQL<string | null> {
  if (isAdmin(context.roles)) return sql<string>`${day.leaveTypeId}`;
  return sql<
    string | null
  >`case when ${day.visibility} = 'public' or ${day.memberId} = ${context.companyMemberId}
    or exists (select 1 from leave_request_approvals va
      where va.request_id = ${day.requestId} and ${context.companyMemberId}::uuid = any(va.approver_member_ids))
    then ${day.leaveTypeId} end`;
}

/**
 * The request of a day for those who may read it (docs/product/absence.md#requests): the member,
 * the request's approvers (any step) and ADMIN/OWNER, as the request's detail allows; null to the
 * rest, who see no more than before.
 */
function readableRequestSql(
  context: Pick<MemberContext, 'companyMemberId' | 'roles'>,
  day: { memberId: SQL; requestId: SQL },
): SQL<string | null> {
  if (isAdmin(context.roles)) return sql<string>`${day.requestId}`;
  return sql<string | null>`case when ${day.memberId} = ${context.companyMemberId}
    or exists (select 1 from leave_request_approvals ra
      where ra.request_id = ${day.requestId} and ${context.companyMemberId}::uuid = any(ra.approver_member_ids))
    then ${day.requestId} end`;
}

/** Raw cells of absences: member, day, state, visible type (or null), minutes, readable request. */
export type AbsenceRow = {
  member_id: string;
  day: string;
  status: 'approved' | 'pending';
  leave_type_id: string | null;
  minutes: number;
  /** Whole days, a morning, an afternoon or hours: the planner draws a half day as half a cell. */
  part: LeaveRequestPart;
  leave_request_id?: string | null;
};

/**
 * The days of approved and pending requests of the members `members` selects (a subquery of
 * member ids) from `from` to `to`, at most one row per member and day (the approved one first);
 * with `requests`, the request of each day the caller may open (the planner; the gantt chart
 * does not need it).
 */
export function absenceRowsSql(
  context: Pick<MemberContext, 'companyId' | 'companyMemberId' | 'roles'>,
  members: SQL,
  from: string,
  to: string,
  options: { requests?: boolean } = {},
): SQL {
  const visible = visibleLeaveTypeSql(context, {
    memberId: sql`d.member_id`,
    leaveTypeId: sql`d.leave_type_id`,
    visibility: sql`t.visibility`,
    requestId: sql`r.id`,
  });
  const request = options.requests
    ? sql`, ${readableRequestSql(context, { memberId: sql`d.member_id`, requestId: sql`r.id` })} as leave_request_id`
    : sql``;
  return sql`select distinct on (d.member_id, d.day)
      d.member_id, d.day::text as day, r.status, ${visible} as leave_type_id, d.minutes, r.part${request}
    from leave_request_days d
    join leave_requests r on r.company_id = d.company_id and r.id = d.request_id
    join leave_types t on t.company_id = d.company_id and t.id = d.leave_type_id
    where d.company_id = ${context.companyId} and d.day between ${from}::date and ${to}::date
      and r.status in ('approved', 'pending') and d.member_id in (${members})
    order by d.member_id, d.day, r.status = 'approved' desc, d.minutes desc`;
}

export const toAbsence = (row: AbsenceRow): CalendarAbsence => ({
  memberId: row.member_id,
  date: row.day,
  status: row.status,
  leaveTypeId: row.leave_type_id,
  minutes: Number(row.minutes),
  part: row.part,
  leaveRequestId: row.leave_request_id ?? null,
});

/** The leave types the visible absences name, for their names and colours. */
export function leaveTypesSql(companyId: string): SQL {
  return sql`select t.id as leave_type_id, t.names, t.colour from leave_types t where t.company_id = ${companyId}`;
}

export function usedLeaveTypes(
  rows: readonly { leave_type_id: string; names: Translations; colour: string }[],
  absences: readonly { leaveTypeId: string | null }[],
): CalendarLeaveType[] {
  const used = new Set(absences.map((absence) => absence.leaveTypeId).filter((id) => id !== null));
  return rows
    .filter((row) => used.has(row.leave_type_id))
    .map((row) => ({ leaveTypeId: row.leave_type_id, names: row.names, colour: row.colour }));
}

/** Per day: how many of `headcount` people are away on approved and on pending leave. */
export function coverageFrom(
  days: readonly { date: string; weekend: boolean; holiday: unknown }[],
  absences: readonly CalendarAbsence[],
  headcount: number,
): CoverageDay[] {
  const approved = new Map<string, number>();
  const pending = new Map<string, number>();
  for (const absence of absences) {
    const counts = absence.status === 'approved' ? approved : pending;
    counts.set(absence.date, (counts.get(absence.date) ?? 0) + 1);
  }
  return days.map((day) => ({
    date: day.date,
    working: !day.weekend && day.holiday === null,
    headcount,
    approved: approved.get(day.date) ?? 0,
    pending: pending.get(day.date) ?? 0,
  }));
}
