import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { UNPLACED, initialsOf } from '@atrium/contract/people';
import type { MemberListFilters, MemberListItem, MemberListSort } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import {
  companyMembers,
  departmentRoles,
  departments,
  divisions,
  employmentRecords,
  users,
} from '../../db/schema/index.ts';
import { validationFailed } from '../../platform/errors/app-error.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { displayNameSql, prefixPattern, sortNameSql } from '../people/person-name.ts';
import { pictureFileSql, pictureUrl } from '../people/person-picture.ts';
import type { MemberVisibility } from './profile-opening.ts';

/**
 * The HR member list (docs/product/human-resources.md#member-list), shared by the page and the
 * export. Paged by keyset: the cursor holds the last row's sort value and user id, so a deep page
 * costs what the first does. Sorting by name walks users_sort_name_idx; the other sorts order the
 * company's matching rows, a few milliseconds at 10,000 members.
 */

const SORT_KEYS: Record<MemberListSort, SQL<string>> = {
  name: sortNameSql,
  email: sql<string>`lower(coalesce(${users.email}, ''))`,
  position: sql<string>`lower(coalesce(${companyMembers.position}, ''))`,
  department: sql<string>`lower(coalesce(${departments.name}, ''))`,
  role: sql<string>`${companyMembers.role}`,
  status: sql<string>`${companyMembers.status}`,
};

/** The sorts whose key is read from the person rather than the membership. */
const SORTS_BY_PERSON: ReadonlySet<MemberListSort> = new Set(['name', 'email']);

/** The employment row in force on `today` (the newest one that started by then). */
const currentEmployment = (today: string) => sql`lateral (
  select ${employmentRecords.employmentType} as employment_type, ${employmentRecords.startDate} as start_date
  from ${employmentRecords}
  where ${employmentRecords.companyId} = ${companyMembers.companyId}
    and ${employmentRecords.memberId} = ${companyMembers.id}
    and ${employmentRecords.effectiveFrom} <= ${today}
  order by ${employmentRecords.effectiveFrom} desc
  limit 1
) as current_employment`;

type Cursor = [value: string, userId: string];

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(cursor: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      /^[0-9a-f-]{36}$/.test(value[1])
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // answered below
  }
  throw validationFailed('The list position is not valid.', [
    { path: 'query.cursor', message: 'is not a list position' },
  ]);
}

function searchCondition(search: string): SQL {
  const pattern = sql`lower(${prefixPattern(search)})`;
  const matchingUsers = sql`select ${users.id} from ${users} where
    lower(${users.name}) like ${pattern}
    or lower(${users.givenName}) like ${pattern}
    or lower(${users.familyName}) like ${pattern}
    or lower(${users.email}) like ${pattern}`;
  return or(
    sql`${companyMembers.userId} in (${matchingUsers})`,
    sql`lower(${companyMembers.position}) like ${pattern}`,
  )!;
}

function roleCondition(role: NonNullable<MemberListFilters['role']>): SQL {
  if (role === 'OWNER' || role === 'ADMIN' || role === 'MEMBER') return eq(companyMembers.role, role);
  const stored =
    role === 'DIVISION_MANAGER'
      ? 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER'
      : 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER';
  return sql`exists (select 1 from ${departmentRoles}
    where ${departmentRoles.companyId} = ${companyMembers.companyId}
      and ${departmentRoles.companyMemberId} = ${companyMembers.id}
      and ${departmentRoles.role} = ${stored})`;
}

function filterConditions(
  context: MemberContext,
  filters: MemberListFilters,
  visible: MemberVisibility,
): SQL[] {
  const conditions: SQL[] = [eq(companyMembers.companyId, context.companyId)];
  if (visible.opens) conditions.push(visible.opens);
  if (filters.search) conditions.push(searchCondition(filters.search));
  if (filters.status) conditions.push(eq(companyMembers.status, filters.status));
  if (filters.departmentId === UNPLACED) conditions.push(isNull(companyMembers.departmentId));
  else if (filters.departmentId) conditions.push(eq(companyMembers.departmentId, filters.departmentId));
  if (filters.divisionId) conditions.push(eq(departments.divisionId, filters.divisionId));
  if (filters.role) conditions.push(roleCondition(filters.role));
  if (filters.employmentType) {
    conditions.push(sql`current_employment.employment_type = ${filters.employmentType}`);
    if (visible.employment) conditions.push(visible.employment);
  }
  return conditions;
}

interface ListOptions {
  today: string;
  /**
   * Who the caller may see (docs/product/human-resources.md#member-list): the members whose
   * profile they may open, and whose employment columns (memberVisibility, made once per request).
   */
  visible: MemberVisibility;
  limit: number;
  cursor?: string | undefined;
  /**
   * Count every match in the same statement (`count(*) over ()`): worth it for a search, whose
   * matches are all evaluated anyway; never with a cursor, which would count only what follows.
   */
  countAll?: boolean;
}

/** An employment column, null on the rows whose employment the caller may not view. */
const visibleEmployment = <T>(visible: MemberVisibility, column: SQL): SQL<T> =>
  visible.employment ? sql<T>`case when ${visible.employment} then ${column} end` : sql<T>`${column}`;

/** One page (or, for the export, up to `limit` rows) of the list, and whether more follow. */
export async function selectMembers(
  tx: Transaction,
  context: MemberContext,
  filters: MemberListFilters,
  options: ListOptions,
): Promise<{ items: MemberListItem[]; nextCursor: string | null; total?: number }> {
  const sortKey = SORT_KEYS[filters.sort];
  const order = filters.direction === 'desc' ? desc : asc;
  const conditions = filterConditions(context, filters, options.visible);
  const byPerson = SORTS_BY_PERSON.has(filters.sort);
  // The same user id either way; by name it is the one users_sort_name_idx is ordered by.
  const tieBreak = byPerson ? users.id : companyMembers.userId;
  if (options.cursor) {
    const [value, userId] = decodeCursor(options.cursor);
    conditions.push(
      filters.direction === 'desc'
        ? sql`(${sortKey}, ${tieBreak}) < (${value}, ${userId}::uuid)`
        : sql`(${sortKey}, ${tieBreak}) > (${value}, ${userId}::uuid)`,
    );
  }
  // The page is chosen first, from what the filters and the sort need, and only its rows are then
  // joined with employment, roles and pictures: sorting 10,000 members by department used to look up
  // every member's employment before keeping 50 (docs/performance.md, HR member list). The person
  // is joined only for a sort by name or e-mail: the membership holds the user id that breaks ties,
  // and joining 10,000 people to keep 51 was most of a department sort's time.
  let candidates = tx
    .select({
      memberId: sql<string>`${companyMembers.id}`.as('page_member_id'),
      userId: sql<string>`${tieBreak}`.as('page_user_id'),
      sortValue: sql<string>`${sortKey}`.as('page_sort_value'),
      ...(options.countAll && !options.cursor
        ? { total: sql<number>`(count(*) over ())::int`.as('page_total') }
        : {}),
    })
    .from(companyMembers)
    .leftJoin(departments, eq(departments.id, companyMembers.departmentId))
    .$dynamic();
  if (byPerson) candidates = candidates.innerJoin(users, eq(users.id, companyMembers.userId));
  if (filters.employmentType) candidates = candidates.leftJoin(currentEmployment(options.today), sql`true`);
  const chosen = candidates
    .where(and(...conditions))
    .orderBy(order(sortKey), order(tieBreak))
    .limit(options.limit + 1)
    .as('page');
  const rows = await tx
    .select({
      companyMemberId: companyMembers.id,
      userId: users.id,
      name: displayNameSql,
      email: users.email,
      phoneNumber: users.phoneNumber,
      position: companyMembers.position,
      departmentId: departments.id,
      departmentName: departments.name,
      divisionId: divisions.id,
      divisionName: divisions.name,
      role: companyMembers.role,
      status: companyMembers.status,
      employmentType: visibleEmployment<MemberListItem['employmentType']>(
        options.visible,
        sql`current_employment.employment_type`,
      ),
      startDate: visibleEmployment<string | null>(options.visible, sql`current_employment.start_date::text`),
      managerRoles: sql<string[]>`array(select distinct ${departmentRoles.role} from ${departmentRoles}
        where ${departmentRoles.companyId} = ${companyMembers.companyId}
          and ${departmentRoles.companyMemberId} = ${companyMembers.id} order by 1)`,
      pictureFileId: pictureFileSql,
      sortValue: chosen.sortValue,
      ...(options.countAll && !options.cursor ? { total: sql<number>`page.page_total` } : {}),
    })
    .from(chosen)
    .innerJoin(companyMembers, eq(companyMembers.id, chosen.memberId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .leftJoin(departments, eq(departments.id, companyMembers.departmentId))
    .leftJoin(divisions, eq(divisions.id, departments.divisionId))
    .leftJoin(currentEmployment(options.today), sql`true`)
    .orderBy(order(chosen.sortValue), order(chosen.userId));
  const more = rows.length > options.limit;
  const page = more ? rows.slice(0, options.limit) : rows;
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: more && last ? encodeCursor([last.sortValue, last.userId]) : null,
    ...(last && 'total' in last ? { total: last.total as number } : {}),
  };
}

/** How many members the filters match: the memberships alone, as no filter needs the person. */
export async function countMembers(
  tx: Transaction,
  context: MemberContext,
  filters: MemberListFilters,
  today: string,
  visible: MemberVisibility,
): Promise<number> {
  let query = tx
    .select({ total: sql<number>`count(*)::int` })
    .from(companyMembers)
    .leftJoin(departments, eq(departments.id, companyMembers.departmentId))
    .$dynamic();
  if (filters.employmentType) query = query.leftJoin(currentEmployment(today), sql`true`);
  const [row] = await query.where(and(...filterConditions(context, filters, visible)));
  return row?.total ?? 0;
}

const MANAGER_ROLE_NAMES: Record<string, MemberListItem['managerRoles'][number]> = {
  COMPANYDEPARTMENTROLE_DIVISIONMANAGER: 'DIVISION_MANAGER',
  COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER: 'DEPARTMENT_MANAGER',
};

interface Row {
  companyMemberId: string;
  userId: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  position: string | null;
  departmentId: string | null;
  departmentName: string | null;
  divisionId: string | null;
  divisionName: string | null;
  role: MemberListItem['role'];
  status: MemberListItem['status'];
  employmentType: MemberListItem['employmentType'];
  startDate: string | null;
  pictureFileId: string | null;
  managerRoles: string[];
}

function toItem(row: Row): MemberListItem {
  return {
    companyMemberId: row.companyMemberId,
    userId: row.userId,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    position: row.position,
    department:
      row.departmentId && row.departmentName !== null
        ? { id: row.departmentId, name: row.departmentName }
        : null,
    division:
      row.divisionId && row.divisionName !== null ? { id: row.divisionId, name: row.divisionName } : null,
    role: row.role,
    managerRoles: row.managerRoles.flatMap((role) => MANAGER_ROLE_NAMES[role] ?? []),
    status: row.status,
    employmentType: row.employmentType ?? null,
    startDate: row.startDate ?? null,
    initials: initialsOf(row.name, row.email),
    pictureUrl: pictureUrl(row.pictureFileId),
  };
}
