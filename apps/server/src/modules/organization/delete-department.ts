import { and, count, eq } from 'drizzle-orm';
import type { deleteDepartment } from '@atrium/contract/organization';
import { companyMembers, departments } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { auditOrganization } from './organization-audit.ts';
import { findDepartment, lockDepartmentOrder, writeOrder } from './organization-queries.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

export const deleteDepartmentHandler: OperationHandler<typeof deleteDepartment> = async ({
  params,
  context,
  deps,
}) => {
  const department = await context.withTenant(async (tx) => {
    const found = await findDepartment(tx, context.companyId, params.departmentId);
    // Disabled members do not hold a department open: the foreign key unplaces them.
    const [placed] = await tx
      .select({ members: count() })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, context.companyId),
          eq(companyMembers.departmentId, found.departmentId),
          eq(companyMembers.status, 'ACTIVE'),
        ),
      );
    if ((placed?.members ?? 0) > 0) {
      throw conflict(`The department still has ${placed!.members} member(s); place them elsewhere first.`, [
        { path: 'params.departmentId', message: 'the department is not empty' },
      ]);
    }
    await tx.delete(departments).where(eq(departments.id, found.departmentId));
    const remaining = await lockDepartmentOrder(tx, context.companyId, found.divisionId);
    await writeOrder(
      tx,
      'department',
      remaining.map((row) => row.id),
      remaining,
    );
    return found;
  });
  await auditOrganization(deps, context, 'department_deleted', department.departmentId, {
    divisionId: department.divisionId,
    from: department.name,
  });
  return null;
};
