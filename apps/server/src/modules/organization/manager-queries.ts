import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { departmentRoles, type DepartmentRole } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import type { Deps } from '../../platform/operations/module-operations.ts';
import { auditOrganization } from './organization-audit.ts';
import { findDepartment, findDivision, findMemberStatus, managersOf } from './organization-queries.ts';

/** Manager assignment of a division or a department, shared by the four manager operations. */
export type Scope = { divisionId: string } | { departmentId: string };

const DIVISION_MANAGER: DepartmentRole = 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER';
const DEPARTMENT_MANAGER: DepartmentRole = 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER';

function roleCondition(companyId: string, companyMemberId: string, scope: Scope) {
  return and(
    eq(departmentRoles.companyId, companyId),
    eq(departmentRoles.companyMemberId, companyMemberId),
    'divisionId' in scope
      ? and(eq(departmentRoles.divisionId, scope.divisionId), eq(departmentRoles.role, DIVISION_MANAGER))
      : and(
          eq(departmentRoles.departmentId, scope.departmentId),
          eq(departmentRoles.role, DEPARTMENT_MANAGER),
        ),
  );
}

async function findScope(tx: Transaction, companyId: string, scope: Scope): Promise<void> {
  if ('divisionId' in scope) await findDivision(tx, companyId, scope.divisionId);
  else await findDepartment(tx, companyId, scope.departmentId);
}

/**
 * Grants the manager role over a division or department. The scope row is locked first, so two
 * assignments of the same person serialise and the second sees the first's row (no duplicates;
 * the partial unique indexes of migration 0004 back this up).
 */
export async function assignManager(
  deps: Deps,
  context: MemberContext,
  scope: Scope,
  companyMemberId: string,
) {
  const { managers, added } = await context.withTenant(async (tx) => {
    await findScope(tx, context.companyId, scope);
    const member = await findMemberStatus(tx, context.companyId, companyMemberId);
    if (member.status !== 'ACTIVE') {
      throw conflict('A disabled member cannot be a manager.', [
        { path: 'body.companyMemberId', message: 'the member is disabled' },
      ]);
    }
    const [existing] = await tx
      .select({ id: departmentRoles.id })
      .from(departmentRoles)
      .where(roleCondition(context.companyId, companyMemberId, scope));
    if (!existing) {
      await tx.insert(departmentRoles).values({
        companyId: context.companyId,
        companyMemberId,
        ...('divisionId' in scope
          ? { divisionId: scope.divisionId, role: DIVISION_MANAGER }
          : { departmentId: scope.departmentId, role: DEPARTMENT_MANAGER }),
      });
    }
    return { managers: await managersOf(tx, context.companyId, scope), added: !existing };
  });
  if (added) {
    const [kind, id] =
      'divisionId' in scope ? ['division', scope.divisionId] : ['department', scope.departmentId];
    await auditOrganization(deps, context, `${kind}_manager_assigned`, id, { companyMemberId });
  }
  return { managers };
}

export async function unassignManager(
  deps: Deps,
  context: MemberContext,
  scope: Scope,
  companyMemberId: string,
) {
  const managers = await context.withTenant(async (tx) => {
    await findScope(tx, context.companyId, scope);
    const removed = await tx
      .delete(departmentRoles)
      .where(roleCondition(context.companyId, companyMemberId, scope))
      .returning({ id: departmentRoles.id });
    if (removed.length === 0) throw notFound('The manager');
    return managersOf(tx, context.companyId, scope);
  });
  const [kind, id] =
    'divisionId' in scope ? ['division', scope.divisionId] : ['department', scope.departmentId];
  await auditOrganization(deps, context, `${kind}_manager_unassigned`, id, { companyMemberId });
  return { managers };
}
