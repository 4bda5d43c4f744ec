import { and, eq } from 'drizzle-orm';
import { ALL_ROLES, type Role } from '@atrium/contract/access';
import type { getCurrentCompanyMember } from '@atrium/contract/companies';
import { companyMembers, departments } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

const GLOBAL_ROLES = new Set<Role>(['SUPERADMIN', 'TRANSLATOR']);

export const getCurrentCompanyMemberHandler: OperationHandler<typeof getCurrentCompanyMember> = async ({
  context,
}) => {
  const [row] = await context.withTenant((tx) =>
    tx
      .select({
        companyMemberId: companyMembers.id,
        companyId: companyMembers.companyId,
        userId: companyMembers.userId,
        role: companyMembers.role,
        status: companyMembers.status,
        position: companyMembers.position,
        departmentId: departments.id,
        departmentName: departments.name,
      })
      .from(companyMembers)
      .leftJoin(departments, eq(departments.id, companyMembers.departmentId))
      .where(
        and(eq(companyMembers.id, context.companyMemberId), eq(companyMembers.companyId, context.companyId)),
      ),
  );
  if (!row) throw notFound('Your membership');
  return {
    companyMemberId: row.companyMemberId,
    companyId: row.companyId,
    userId: row.userId,
    role: row.role,
    // Company and department roles as the gate read them in this request; global roles are
    // the person's, not the membership's (users_GetCurrentUser has them).
    roles: ALL_ROLES.filter((role) => context.roles.includes(role) && !GLOBAL_ROLES.has(role)),
    status: row.status,
    position: row.position,
    department:
      row.departmentId !== null && row.departmentName !== null
        ? { departmentId: row.departmentId, name: row.departmentName }
        : null,
  };
};
