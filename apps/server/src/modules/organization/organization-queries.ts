import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { initialsOf } from '@atrium/contract/people';
import type { OrganizationManager } from '@atrium/contract/organization';
import type { Transaction } from '../../db/database.ts';
import { companyMembers, departmentRoles, departments, divisions, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { displayNameSql } from '../people/person-name.ts';
import { pictureFileSql, pictureUrl } from '../people/person-picture.ts';
import { renumbered } from './reorder.ts';

/**
 * Lookups shared by the organisation's handlers. Every one names the company explicitly as well
 * as running under row-level security, so another company's id is simply not found (404).
 */

export async function findDivision(tx: Transaction, companyId: string, divisionId: string) {
  const [row] = await tx
    .select({ divisionId: divisions.id, name: divisions.name, sortOrder: divisions.sortOrder })
    .from(divisions)
    .where(and(eq(divisions.companyId, companyId), eq(divisions.id, divisionId)))
    .for('update');
  if (!row) throw notFound('The division');
  return row;
}

export async function findDepartment(tx: Transaction, companyId: string, departmentId: string) {
  const [row] = await tx
    .select({
      departmentId: departments.id,
      divisionId: departments.divisionId,
      name: departments.name,
      sortOrder: departments.sortOrder,
    })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, departmentId)))
    .for('update');
  if (!row) throw notFound('The department');
  return row;
}

export async function findMemberStatus(tx: Transaction, companyId: string, companyMemberId: string) {
  const [row] = await tx
    .select({ companyMemberId: companyMembers.id, status: companyMembers.status })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, companyMemberId)));
  if (!row) throw notFound('The member');
  return row;
}

/**
 * Refuses a name another division (or department) of the company already has, ignoring case. The
 * unique indexes on lower(name) stop a concurrent twin; isUniqueViolation maps that to 409 too.
 */
export async function assertNameFree(
  tx: Transaction,
  kind: 'division' | 'department',
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const table = kind === 'division' ? divisions : departments;
  const conditions: SQL[] = [eq(table.companyId, companyId), sql`lower(${table.name}) = lower(${name})`];
  if (exceptId) conditions.push(ne(table.id, exceptId));
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw nameTaken(kind);
}

function nameTaken(kind: 'division' | 'department') {
  return conflict(`Another ${kind} already has this name.`, [
    { path: 'body.name', message: `another ${kind} already has this name` },
  ]);
}

/** True when `error` (or what it wraps: Drizzle wraps driver errors) is a unique violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The divisions of the company in order, locked: a move renumbers them in one transaction. */
export async function lockDivisionOrder(tx: Transaction, companyId: string) {
  return tx
    .select({ id: divisions.id, sortOrder: divisions.sortOrder })
    .from(divisions)
    .where(eq(divisions.companyId, companyId))
    .orderBy(asc(divisions.sortOrder), asc(divisions.name), asc(divisions.id))
    .for('update');
}

/** The departments of a division in order, locked. */
export async function lockDepartmentOrder(tx: Transaction, companyId: string, divisionId: string) {
  return tx
    .select({ id: departments.id, sortOrder: departments.sortOrder })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.divisionId, divisionId)))
    .orderBy(asc(departments.sortOrder), asc(departments.name), asc(departments.id))
    .for('update');
}

/** Writes sort orders 0…n-1 for `ordered`, touching only rows that change. */
export async function writeOrder(
  tx: Transaction,
  kind: 'division' | 'department',
  ordered: readonly string[],
  current: readonly { id: string; sortOrder: number }[],
): Promise<void> {
  const table = kind === 'division' ? divisions : departments;
  const changes = renumbered(ordered, new Map(current.map((row) => [row.id, row.sortOrder])));
  for (const change of changes) {
    await tx.update(table).set({ sortOrder: change.sortOrder }).where(eq(table.id, change.id));
  }
}

export const managerColumns = {
  companyMemberId: companyMembers.id,
  name: displayNameSql,
  email: users.email,
  position: companyMembers.position,
  pictureFileId: pictureFileSql,
};

export function toManager(row: {
  companyMemberId: string;
  name: string;
  email: string | null;
  position: string | null;
  pictureFileId: string | null;
}): OrganizationManager {
  return {
    companyMemberId: row.companyMemberId,
    name: row.name,
    initials: initialsOf(row.name, row.email),
    pictureUrl: pictureUrl(row.pictureFileId),
    position: row.position,
  };
}

/** Active managers of one division or one department, by name. */
export async function managersOf(
  tx: Transaction,
  companyId: string,
  scope: { divisionId: string } | { departmentId: string },
): Promise<OrganizationManager[]> {
  const scopeCondition =
    'divisionId' in scope
      ? and(
          eq(departmentRoles.divisionId, scope.divisionId),
          eq(departmentRoles.role, 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER'),
        )
      : and(
          eq(departmentRoles.departmentId, scope.departmentId),
          eq(departmentRoles.role, 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER'),
        );
  const rows = await tx
    .select(managerColumns)
    .from(departmentRoles)
    .innerJoin(companyMembers, eq(companyMembers.id, departmentRoles.companyMemberId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(departmentRoles.companyId, companyId), eq(companyMembers.status, 'ACTIVE'), scopeCondition))
    .orderBy(asc(sql`lower(${displayNameSql})`), asc(companyMembers.id));
  return rows.map(toManager);
}

/** Maps a unique violation of a concurrent twin to the same 409 the pre-check answers. */
export async function uniqueName<T>(kind: 'division' | 'department', work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(kind);
    throw error;
  }
}
