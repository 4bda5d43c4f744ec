import { sql } from 'drizzle-orm';
import { expectedMinutesOn, type LeaveRequestPart, type Translations } from '@atrium/contract/absence';
import type { getCurrentUserAbsenceOnDate } from '@atrium/contract/time-tracking';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { holidaysFor, schedulesFor } from './absence-readings.ts';

/**
 * users_GetCurrentUserAbsenceOnDate: why the caller's day may have no work
 * (docs/product/time-tracking.md#leave-and-holidays). The caller's own approved and pending leave
 * of the local day — named by its type even when the type is private, since it is their own —,
 * the holiday and the minutes their schedule expects.
 */
export const getCurrentUserAbsenceOnDateHandler: OperationHandler<
  typeof getCurrentUserAbsenceOnDate
> = async ({ context, query }) => {
  const me = sql`select ${context.companyMemberId}::uuid`;
  return context.withTenant(async (tx) => {
    const leave = await tx.execute<{
      request_id: string;
      leave_type_id: string;
      names: Translations;
      colour: string;
      status: 'approved' | 'pending';
      part: LeaveRequestPart;
      start_minute: number | null;
      end_minute: number | null;
      minutes: number;
    }>(sql`
      select r.id as request_id, d.leave_type_id, t.names, t.colour, r.status, r.part,
        r.start_minute, r.end_minute, d.minutes
      from leave_request_days d
      join leave_requests r on r.company_id = d.company_id and r.id = d.request_id
      join leave_types t on t.company_id = d.company_id and t.id = d.leave_type_id
      where d.company_id = ${context.companyId} and d.member_id = ${context.companyMemberId}
        and d.day = ${query.date}::date and r.status in ('approved', 'pending')
      order by r.status = 'approved' desc, coalesce(r.start_minute, case r.part when 'afternoon' then 720 else 0 end), r.created_at`);
    const holidays = await holidaysFor(tx, context.companyId, me, query.date, query.date);
    const holiday = holidays.find((row) => row.kind === 'public') ?? holidays[0] ?? null;
    const schedules = await schedulesFor(tx, context.companyId, me);
    const own = schedules.own.get(context.companyMemberId) ?? [];
    return {
      date: query.date,
      expectedMinutes: holiday ? 0 : expectedMinutesOn([...schedules.company, ...own], query.date),
      holiday: holiday ? { names: holiday.names, kind: holiday.kind } : null,
      leave: leave.rows.map((row) => ({
        requestId: row.request_id,
        leaveTypeId: row.leave_type_id,
        names: row.names,
        colour: row.colour,
        status: row.status,
        part: row.part,
        startMinute: row.start_minute === null ? null : Number(row.start_minute),
        endMinute: row.end_minute === null ? null : Number(row.end_minute),
        minutes: Number(row.minutes),
      })),
    };
  });
};
