import { and, asc, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { PublicHoliday } from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import { memberOptionalHolidays, publicHolidays } from '../../../db/schema/index.ts';
import type { MemberContext } from '../../../platform/auth/request-context.ts';
import { conflict, notFound } from '../../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../time-tracking/pg-errors.ts';

/** The columns of a day as the API answers it, `chosen` for the member of `context`. */
function holidayColumns(context: MemberContext) {
  return {
    holidayId: publicHolidays.id,
    country: publicHolidays.country,
    date: publicHolidays.holidayDate,
    names: publicHolidays.names,
    kind: publicHolidays.kind,
    source: publicHolidays.source,
    estimated: publicHolidays.estimated,
    substituteFor: publicHolidays.substituteFor,
    published: sql<boolean>`${publicHolidays.publishedAt} is not null`,
    chosen: sql<boolean>`exists (select 1 from ${memberOptionalHolidays}
      where ${memberOptionalHolidays.holidayId} = ${publicHolidays.id}
        and ${memberOptionalHolidays.memberId} = ${context.companyMemberId})`,
  };
}

/** Which days of the company a list covers. */
export interface HolidayYear {
  year: number;
  /** Every country of the company when absent. */
  country?: string | undefined;
  /** Drafts too (ADMIN/OWNER), or published days only. */
  withDrafts: boolean;
}

/** The rows of one company, country and year. */
export const inYear = (companyId: string, year: number, country?: string) =>
  and(
    eq(publicHolidays.companyId, companyId),
    country === undefined ? undefined : eq(publicHolidays.country, country),
    gte(publicHolidays.holidayDate, `${year}-01-01`),
    lte(publicHolidays.holidayDate, `${year}-12-31`),
  );

/** A year of the company's days by date, public before optional on one day. */
export function listHolidays(
  tx: Transaction,
  context: MemberContext,
  which: HolidayYear,
): Promise<PublicHoliday[]> {
  return tx
    .select(holidayColumns(context))
    .from(publicHolidays)
    .where(
      and(
        inYear(context.companyId, which.year, which.country),
        which.withDrafts ? undefined : isNotNull(publicHolidays.publishedAt),
      ),
    )
    .orderBy(asc(publicHolidays.holidayDate), asc(publicHolidays.country), desc(publicHolidays.kind));
}

/**
 * One day of the company as `context` may see it, or 404: another company's id, and a draft for
 * a member (`withDrafts` false), are both unknown.
 */
export async function findHoliday(
  tx: Transaction,
  context: MemberContext,
  holidayId: string,
  withDrafts: boolean,
): Promise<PublicHoliday> {
  const [row] = await tx
    .select(holidayColumns(context))
    .from(publicHolidays)
    .where(
      and(
        eq(publicHolidays.companyId, context.companyId),
        eq(publicHolidays.id, holidayId),
        withDrafts ? undefined : isNotNull(publicHolidays.publishedAt),
      ),
    );
  if (!row) throw notFound('The holiday');
  return row;
}

/** The unique day of a country and kind, as 409 naming `body.date`. */
export function holidayDayTaken(error: unknown) {
  if (!isUniqueViolation(error, 'public_holidays_company_country_date_kind_key')) return null;
  return conflict('This day already has a holiday of this kind.', [
    { path: 'body.date', message: 'already has a holiday of this kind' },
  ]);
}
