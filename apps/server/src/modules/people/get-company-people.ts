import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { UNPLACED, initialsOf, type getCompanyPeople, type Person } from '@atrium/contract/people';
import type { Transaction } from '../../db/database.ts';
import { companyMembers, departments, divisions, users } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { displayNameSql, prefixPattern, sortNameSql } from './person-name.ts';
import { pictureFileSql, pictureUrl } from './person-picture.ts';

/**
 * The company directory. Two queries in the tenant transaction (the page and its total), each
 * served by indexes (migration 0004): the company's members by (company_id, department_id), the
 * name order by users_sort_name_idx, and a search by prefix indexes on the lowered name parts,
 * e-mail and position. A prefix search rather than "contains", because PGlite has no pg_trgm and a
 * btree serves only prefixes; see docs/performance.md for the figures at 10,000 members.
 */
export const getCompanyPeopleHandler: OperationHandler<typeof getCompanyPeople> = async ({
  query,
  context,
}) => {
  const { page, pageSize, search, departmentId } = query;
  const conditions: SQL[] = [
    eq(companyMembers.companyId, context.companyId),
    eq(companyMembers.status, 'ACTIVE'),
  ];
  if (departmentId === UNPLACED) conditions.push(isNull(companyMembers.departmentId));
  else if (departmentId) conditions.push(eq(companyMembers.departmentId, departmentId));
  if (search) conditions.push(searchCondition(search));
  const where = and(...conditions);

  return context.withTenant(async (tx) => {
    const rows = await tx
      .select({
        companyMemberId: companyMembers.id,
        name: displayNameSql,
        email: users.email,
        phoneNumber: users.phoneNumber,
        position: companyMembers.position,
        departmentId: departments.id,
        departmentName: departments.name,
        divisionId: divisions.id,
        divisionName: divisions.name,
        pictureFileId: pictureFileSql,
        // A search sorts every match anyway, so counting them in the same pass is free; without
        // one the page is an index walk of pageSize rows and the count is a cheap query of its own.
        ...(search ? { total: sql<number>`(count(*) over ())::int` } : {}),
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .leftJoin(departments, eq(departments.id, companyMembers.departmentId))
      .leftJoin(divisions, eq(divisions.id, departments.divisionId))
      .where(where)
      .orderBy(asc(sortNameSql), asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const counted = (rows[0] as { total?: number } | undefined)?.total;
    // A page that is not full tells the total without counting.
    const total =
      counted ??
      (rows.length < pageSize && (rows.length > 0 || page === 1)
        ? (page - 1) * pageSize + rows.length
        : await countPeople(tx, where, Boolean(search)));
    return { items: rows.map(toPerson), total, page, pageSize };
  });
};

/** Every membership has its user (foreign key), so only a search needs the join to count. */
async function countPeople(tx: Transaction, where: SQL | undefined, joinUsers: boolean): Promise<number> {
  const base = tx.select({ total: sql<number>`count(*)::int` }).from(companyMembers);
  const [counted] = joinUsers
    ? await base.innerJoin(users, eq(users.id, companyMembers.userId)).where(where)
    : await base.where(where);
  return counted?.total ?? 0;
}

/**
 * The start of the full name, the given or family name, the e-mail address or the position. Both
 * sides are lowered by the database, so the comparison is the same whatever the client's locale.
 * The name parts are tested through a subquery on users, which the prefix indexes answer on their
 * own; the company's rows are then filtered by it.
 */
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

interface PersonRow {
  companyMemberId: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  position: string | null;
  departmentId: string | null;
  departmentName: string | null;
  divisionId: string | null;
  divisionName: string | null;
  pictureFileId: string | null;
}

function toPerson(row: PersonRow): Person {
  return {
    companyMemberId: row.companyMemberId,
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
    initials: initialsOf(row.name, row.email),
    pictureUrl: pictureUrl(row.pictureFileId),
  };
}
