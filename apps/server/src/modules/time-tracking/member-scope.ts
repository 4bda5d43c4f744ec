import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isAdmin, isManager } from '@atrium/contract/access';
import type { MemberContext } from '../../platform/auth/request-context.ts';

/**
 * Whose time the caller may read, as a condition on a company_member_id column, so that the
 * database applies it in the same query (never a filter after the fact):
 * - ADMIN/OWNER: everyone of the company (RLS and the company filter bound it);
 * - division or department managers: themselves and the members of every department they
 *   manage, directly or through a division;
 * - everyone else: themselves.
 * Returns undefined for "no restriction".
 */
export function readableMembers(
  context: Pick<MemberContext, 'companyId' | 'companyMemberId' | 'roles'>,
  memberColumn: SQLWrapper,
): SQL | undefined {
  if (isAdmin(context.roles)) return undefined;
  const me = context.companyMemberId;
  if (!isManager(context.roles)) return sql`${memberColumn} = ${me}`;
  return sql`(${memberColumn} = ${me} or ${memberColumn} in (
    select scoped.id from company_members scoped
    where scoped.company_id = ${context.companyId}
      and scoped.department_id in (${managedDepartments(context)})))`;
}

/** Departments the caller manages, directly or through a division. */
function managedDepartments(context: Pick<MemberContext, 'companyId' | 'companyMemberId'>): SQL {
  return sql`select md.id from departments md
    join department_roles mr on mr.company_id = md.company_id and mr.company_member_id = ${context.companyMemberId}
    where md.company_id = ${context.companyId}
      and ((mr.role = 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER' and mr.department_id = md.id)
        or (mr.role = 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER' and mr.division_id = md.division_id))`;
}
