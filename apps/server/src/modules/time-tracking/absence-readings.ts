import { sql, type SQL } from 'drizzle-orm';
import type { Translations, WorkSchedule } from '@atrium/contract/absence';
import type { Transaction } from '../../db/database.ts';

/*
 * What time tracking reads of the absence data (docs/product/time-tracking.md#leave-and-holidays):
 * work schedules, published holidays and the days of leave requests, straight from their tables.
 * The dependency is one way: time tracking reads these tables and never writes them, and it does
 * not import the absence module's code (which itself uses time tracking's member scope), so the
 * two modules never import each other in a circle (docs/ARCHITECTURE.md, "Server modules").
 */

/** Work schedules of the company (member_id null) and of the members `members` selects. */
export async function schedulesFor(
  tx: Transaction,
  companyId: string,
  members: SQL,
): Promise<{ company: WorkSchedule[]; own: Map<string, WorkSchedule[]> }> {
  const rows = await tx.execute<{
    id: string;
    member_id: string | null;
    effective_from: string;
    mo: number;
    tu: number;
    we: number;
    th: number;
    fr: number;
    sa: number;
    su: number;
  }>(sql`
    select s.id, s.member_id, s.effective_from::text as effective_from,
      s.monday_minutes as mo, s.tuesday_minutes as tu, s.wednesday_minutes as we,
      s.thursday_minutes as th, s.friday_minutes as fr, s.saturday_minutes as sa, s.sunday_minutes as su
    from work_schedules s
    where s.company_id = ${companyId} and (s.member_id is null or s.member_id in (${members}))
    order by s.effective_from`);
  const company: WorkSchedule[] = [];
  const own = new Map<string, WorkSchedule[]>();
  for (const row of rows.rows) {
    const schedule: WorkSchedule = {
      workScheduleId: row.id,
      memberId: row.member_id,
      effectiveFrom: row.effective_from,
      minutes: {
        monday: Number(row.mo),
        tuesday: Number(row.tu),
        wednesday: Number(row.we),
        thursday: Number(row.th),
        friday: Number(row.fr),
        saturday: Number(row.sa),
        sunday: Number(row.su),
      },
    };
    if (row.member_id === null) company.push(schedule);
    else own.set(row.member_id, [...(own.get(row.member_id) ?? []), schedule]);
  }
  return { company, own };
}

export type HolidayRow = {
  /** null: a public holiday, everyone's; else the member who took this optional day. */
  member_id: string | null;
  day: string;
  names: Translations;
  kind: 'public' | 'optional';
};

/**
 * Published holidays from `from` to `to` that are days off: the public ones of the company
 * profile's country (every calendar of the company when it has none), and the optional ones the
 * members `members` selects chose — the same days a leave request does not spend leave on
 * (docs/product/absence.md#requests).
 */
export async function holidaysFor(
  tx: Transaction,
  companyId: string,
  members: SQL,
  from: string,
  to: string,
): Promise<HolidayRow[]> {
  const rows = await tx.execute<HolidayRow>(sql`
    with calendar as (
      select h.id, h.holiday_date, h.names, h.kind from public_holidays h
      where h.company_id = ${companyId} and h.published_at is not null
        and h.holiday_date between ${from}::date and ${to}::date
        and h.country = coalesce((select p.country_code from company_profiles p where p.company_id = ${companyId}), h.country))
    select null::uuid as member_id, c.holiday_date::text as day, c.names, c.kind
    from calendar c where c.kind = 'public'
    union all
    select o.member_id, c.holiday_date::text as day, c.names, c.kind
    from calendar c join member_optional_holidays o on o.company_id = ${companyId} and o.holiday_id = c.id
    where c.kind = 'optional' and o.member_id in (${members})`);
  return rows.rows;
}
