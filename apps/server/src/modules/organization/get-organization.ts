import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { isAdmin } from '@atrium/contract/access';
import type { DivisionNode, getOrganization, OrganizationManager } from '@atrium/contract/organization';
import {
  companies,
  companyMembers,
  departmentRoles,
  departments,
  divisions,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { displayNameSql } from '../people/person-name.ts';
import { managerColumns, toManager } from './organization-queries.ts';

/**
 * The whole organisation in three queries, whatever its size: the company with its member
 * counts, the divisions with their departments and per-department counts, and every manager role.
 * People themselves are not listed here; the directory pages them (people_GetCompanyPeople).
 */
export const getOrganizationHandler: OperationHandler<typeof getOrganization> = async ({ context }) => {
  const { companyId } = context;
  return context.withTenant(async (tx) => {
    const [company] = await tx
      .select({
        name: companies.name,
        // A literal company id, not ${companies.id}: Drizzle leaves columns unqualified in the
        // fields of a one-table select, which would bind them to the subquery's own table.
        memberCount: sql<number>`(select count(*)::int from ${companyMembers}
          where ${companyMembers.companyId} = ${companyId} and ${companyMembers.status} = 'ACTIVE')`,
        unplacedCount: sql<number>`(select count(*)::int from ${companyMembers}
          where ${companyMembers.companyId} = ${companyId} and ${companyMembers.status} = 'ACTIVE'
            and ${companyMembers.departmentId} is null)`,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw notFound('The company');

    const counts = tx
      .select({
        departmentId: companyMembers.departmentId,
        count: sql<number>`count(*)::int`.as('count'),
      })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          eq(companyMembers.status, 'ACTIVE'),
          isNotNull(companyMembers.departmentId),
        ),
      )
      .groupBy(companyMembers.departmentId)
      .as('counts');
    const rows = await tx
      .select({
        divisionId: divisions.id,
        divisionName: divisions.name,
        divisionOrder: divisions.sortOrder,
        departmentId: departments.id,
        departmentName: departments.name,
        departmentOrder: departments.sortOrder,
        memberCount: sql<number>`coalesce(${counts.count}, 0)::int`,
      })
      .from(divisions)
      .leftJoin(departments, eq(departments.divisionId, divisions.id))
      .leftJoin(counts, eq(counts.departmentId, departments.id))
      .where(eq(divisions.companyId, companyId))
      .orderBy(
        asc(divisions.sortOrder),
        asc(divisions.name),
        asc(divisions.id),
        asc(departments.sortOrder),
        asc(departments.name),
        asc(departments.id),
      );

    const roles = await tx
      .select({
        ...managerColumns,
        divisionId: departmentRoles.divisionId,
        departmentId: departmentRoles.departmentId,
      })
      .from(departmentRoles)
      .innerJoin(companyMembers, eq(companyMembers.id, departmentRoles.companyMemberId))
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(departmentRoles.companyId, companyId), eq(companyMembers.status, 'ACTIVE')))
      .orderBy(asc(sql`lower(${displayNameSql})`), asc(companyMembers.id));

    const managersBy = new Map<string, OrganizationManager[]>();
    for (const role of roles) {
      const key = role.departmentId ?? role.divisionId;
      if (!key) continue;
      const list = managersBy.get(key) ?? [];
      list.push(toManager(role));
      managersBy.set(key, list);
    }

    const byDivision = new Map<string, DivisionNode>();
    for (const row of rows) {
      let division = byDivision.get(row.divisionId);
      if (!division) {
        division = {
          divisionId: row.divisionId,
          name: row.divisionName,
          sortOrder: row.divisionOrder,
          memberCount: 0,
          managers: managersBy.get(row.divisionId) ?? [],
          departments: [],
        };
        byDivision.set(row.divisionId, division);
      }
      if (row.departmentId && row.departmentName !== null && row.departmentOrder !== null) {
        division.memberCount += row.memberCount;
        division.departments.push({
          departmentId: row.departmentId,
          divisionId: row.divisionId,
          name: row.departmentName,
          sortOrder: row.departmentOrder,
          memberCount: row.memberCount,
          managers: managersBy.get(row.departmentId) ?? [],
        });
      }
    }

    return {
      companyName: company.name,
      memberCount: company.memberCount,
      unplacedCount: company.unplacedCount,
      divisions: [...byDivision.values()],
      canManage: isAdmin(context.roles),
    };
  });
};
