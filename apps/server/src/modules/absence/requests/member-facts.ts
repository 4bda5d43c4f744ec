import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { WorkSchedule } from '@atrium/contract/absence';
import { DEFAULT_TIME_ZONE, localDate } from '@atrium/contract/dates';
import type { Transaction } from '../../../db/database.ts';
import {
  companies,
  companyMembers,
  companyProfiles,
  departments,
  employmentRecords,
  memberOptionalHolidays,
  publicHolidays,
  users,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import { schedulesOf } from '../work-schedule-queries.ts';

/** What the absence rules need to know about one member. */
export interface MemberFacts {
  memberId: string;
  userId: string;
  name: string;
  role: 'OWNER' | 'ADMIN' | 'MEMBER';
  zone: string;
  today: string;
  departmentId: string | null;
  divisionId: string | null;
  /** First and last day of employment when the employment history says; else null. */
  hiredOn: string | null;
  leavesOn: string | null;
  schedules: WorkSchedule[];
}

/** The member's facts, or 404 when the id is not a member of the company. */
export async function memberFacts(
  tx: Transaction,
  companyId: string,
  memberId: string,
): Promise<MemberFacts> {
  const [row] = await tx
    .select({
      userId: companyMembers.userId,
      name: sql<string>`coalesce(${users.name}, ${users.email})`,
      role: companyMembers.role,
      zone: sql<string>`coalesce(${users.timeZone}, ${companies.timeZone})`,
      departmentId: companyMembers.departmentId,
      divisionId: departments.divisionId,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(departments, eq(departments.id, companyMembers.departmentId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
  if (!row) throw notFound('The member');
  const [employment] = await tx
    .select({
      hiredOn: sql<string | null>`min(${employmentRecords.startDate})::text`,
      leavesOn: sql<string | null>`max(${employmentRecords.endDate})::text`,
    })
    .from(employmentRecords)
    .where(and(eq(employmentRecords.companyId, companyId), eq(employmentRecords.memberId, memberId)));
  const zone = row.zone ?? DEFAULT_TIME_ZONE;
  return {
    memberId,
    userId: row.userId,
    name: row.name,
    role: row.role,
    zone,
    today: localDate(new Date(), zone),
    departmentId: row.departmentId,
    divisionId: row.divisionId ?? null,
    hiredOn: employment?.hiredOn ?? null,
    leavesOn: employment?.leavesOn ?? null,
    schedules: await schedulesOf(tx, companyId, memberId),
  };
}

/** Today in the member's zone (their own, else the company's), or 404 when the id is not a member of the company. */
export async function memberToday(tx: Transaction, companyId: string, memberId: string): Promise<string> {
  const [row] = await tx
    .select({ zone: sql<string | null>`coalesce(${users.timeZone}, ${companies.timeZone})` })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
  if (!row) throw notFound('The member');
  return localDate(new Date(), row.zone ?? DEFAULT_TIME_ZONE);
}

/**
 * The days off a member does not spend leave on between two days: the company's published public
 * holidays (of the company profile's country when it has one) and the optional ones the member chose.
 */
export async function holidaysOf(
  tx: Transaction,
  companyId: string,
  memberId: string,
  from: string,
  to: string,
): Promise<Set<string>> {
  const [profile] = await tx
    .select({ country: companyProfiles.countryCode })
    .from(companyProfiles)
    .where(eq(companyProfiles.companyId, companyId));
  const rows = await tx
    .select({ day: publicHolidays.holidayDate })
    .from(publicHolidays)
    .where(
      and(
        eq(publicHolidays.companyId, companyId),
        isNotNull(publicHolidays.publishedAt),
        sql`${publicHolidays.holidayDate} between ${from} and ${to}`,
        profile?.country ? eq(publicHolidays.country, profile.country) : undefined,
        sql`(${publicHolidays.kind} = 'public' or exists (select 1 from ${memberOptionalHolidays}
          where ${memberOptionalHolidays.holidayId} = ${publicHolidays.id}
            and ${memberOptionalHolidays.memberId} = ${memberId}))`,
      ),
    )
    .orderBy(asc(publicHolidays.holidayDate));
  return new Set(rows.map((row) => row.day));
}

/** Names of members by id, for answers. */
export async function memberNames(
  tx: Transaction,
  companyId: string,
  memberIds: readonly string[],
): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await tx
    .select({ memberId: companyMembers.id, name: sql<string>`coalesce(${users.name}, ${users.email})` })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.id, [...new Set(memberIds)])));
  return new Map(rows.map((row) => [row.memberId, row.name]));
}

/** Serialises changes to one member's requests and balance: the member's row stays locked until commit. */
export async function lockMember(tx: Transaction, companyId: string, memberId: string): Promise<void> {
  await tx.execute(
    sql`select 1 from ${companyMembers} where ${companyMembers.companyId} = ${companyId} and ${companyMembers.id} = ${memberId} for update`,
  );
}
