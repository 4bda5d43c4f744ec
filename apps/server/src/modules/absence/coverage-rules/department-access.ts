import { sql } from 'drizzle-orm';
import { isAdmin } from '@atrium/contract/access';
import type { Transaction } from '../../../db/database.ts';
import type { MemberContext } from '../../../platform/auth/request-context.ts';
import { forbidden, notFound } from '../../../platform/errors/app-error.ts';

/** How the caller stands to a department of their company. */
export interface DepartmentStanding {
  departmentId: string;
  divisionId: string;
  /** The caller belongs to it. */
  mine: boolean;
  /** The caller manages it, as its department manager or its division's manager. */
  manages: boolean;
}

/** The department with the caller's standing, or 404 when the company has no such department. */
export async function departmentStanding(
  tx: Transaction,
  context: Pick<MemberContext, 'companyId' | 'companyMemberId'>,
  departmentId: string,
): Promise<DepartmentStanding> {
  const rows = await tx.execute<{ division_id: string; mine: boolean; manages: boolean }>(sql`
    select d.division_id,
      exists (select 1 from company_members m
        where m.company_id = d.company_id and m.id = ${context.companyMemberId} and m.department_id = d.id) as mine,
      exists (select 1 from department_roles r
        where r.company_id = d.company_id and r.company_member_id = ${context.companyMemberId}
          and ((r.role = 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER' and r.department_id = d.id)
            or (r.role = 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER' and r.division_id = d.division_id))) as manages
    from departments d
    where d.company_id = ${context.companyId} and d.id = ${departmentId}`);
  const row = rows.rows[0];
  if (!row) throw notFound('The department');
  return { departmentId, divisionId: row.division_id, mine: row.mine, manages: row.manages };
}

/**
 * The department, when the caller may see its team's absences: its members, its managers and
 * ADMIN/OWNER (docs/product/absence.md#team-planner). 404 for another company's, 403 otherwise.
 */
export async function readableDepartment(
  tx: Transaction,
  context: MemberContext,
  departmentId: string,
): Promise<DepartmentStanding> {
  const standing = await departmentStanding(tx, context, departmentId);
  if (!standing.mine && !standing.manages && !isAdmin(context.roles)) {
    throw forbidden("Only the department's members, its managers and an owner or administrator see it.");
  }
  return standing;
}
