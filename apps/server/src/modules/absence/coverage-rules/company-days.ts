import { sql } from 'drizzle-orm';
import { expectedMinutesOn, type Translations } from '@atrium/contract/absence';
import { addUtcDays } from '@atrium/contract/dates';
import type { Transaction } from '../../../db/database.ts';
import { schedulesOf } from '../work-schedule-queries.ts';

/** One day of a range as the company's calendar sees it. */
export interface CompanyDay {
  date: string;
  /** The company's default schedule expects no work that day (a weekend). */
  weekend: boolean;
  /** The published public holiday of that day, if any. */
  holiday: Translations | null;
}

/** Every day from `from` to `to` inclusive. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addUtcDays(day, 1)) days.push(day);
  return days;
}

/**
 * The days of a range with weekends (of the company's default schedule) and published public
 * holidays of the company profile's country (every calendar of the company when it has none).
 * Optional holidays are each member's own choice and do not shade the whole team's day.
 */
export async function companyDays(
  tx: Transaction,
  companyId: string,
  from: string,
  to: string,
): Promise<CompanyDay[]> {
  const schedules = await schedulesOf(tx, companyId, null);
  const holidays = await tx.execute<{ day: string; names: Translations }>(sql`
      select h.holiday_date::text as day, h.names
      from public_holidays h
      where h.company_id = ${companyId} and h.kind = 'public' and h.published_at is not null
        and h.holiday_date between ${from}::date and ${to}::date
        and h.country = coalesce((select p.country_code from company_profiles p where p.company_id = ${companyId}), h.country)`);
  const byDay = new Map(holidays.rows.map((row) => [row.day, row.names]));
  return daysOf(from, to).map((date) => ({
    date,
    weekend: expectedMinutesOn(schedules, date) === 0,
    holiday: byDay.get(date) ?? null,
  }));
}
