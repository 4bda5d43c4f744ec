import { eq } from 'drizzle-orm';
import type { moveDepartment } from '@atrium/contract/organization';
import { departments } from '../../db/schema/index.ts';
import { auditOrganization } from './organization-audit.ts';
import { findDepartment, findDivision, lockDepartmentOrder, writeOrder } from './organization-queries.ts';
import { reorder } from './reorder.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/**
 * Within its division or into another one. Both divisions' departments are locked and
 * renumbered in the same transaction, in one lock order (by division id) so that two moves in
 * opposite directions wait for each other instead of deadlocking.
 */
export const moveDepartmentHandler: OperationHandler<typeof moveDepartment> = async ({
  params,
  body,
  context,
  deps,
}) => {
  const result = await context.withTenant(async (tx) => {
    const target = await findDivision(tx, context.companyId, body.divisionId);
    const found = await findDepartment(tx, context.companyId, params.departmentId);
    const sourceId = found.divisionId;
    const [first, second] = [sourceId, target.divisionId].sort();
    const orders = new Map<string, Awaited<ReturnType<typeof lockDepartmentOrder>>>();
    for (const divisionId of new Set([first!, second!])) {
      orders.set(divisionId, await lockDepartmentOrder(tx, context.companyId, divisionId));
    }
    const sourceOrder = orders.get(sourceId)!;
    const targetOrder = orders.get(target.divisionId)!;
    const fromIndex = sourceOrder.findIndex((row) => row.id === found.departmentId);
    if (sourceId !== target.divisionId) {
      await tx
        .update(departments)
        .set({ divisionId: target.divisionId })
        .where(eq(departments.id, found.departmentId));
      const remaining = sourceOrder.filter((row) => row.id !== found.departmentId);
      await writeOrder(
        tx,
        'department',
        remaining.map((row) => row.id),
        remaining,
      );
    }
    const ordered = reorder(
      targetOrder.map((row) => row.id),
      found.departmentId,
      body.index,
    );
    await writeOrder(tx, 'department', ordered, targetOrder);
    const toIndex = ordered.indexOf(found.departmentId);
    return {
      department: { ...found, divisionId: target.divisionId, sortOrder: toIndex },
      from: { divisionId: sourceId, index: fromIndex },
      to: { divisionId: target.divisionId, index: toIndex },
    };
  });
  if (result.from.divisionId !== result.to.divisionId || result.from.index !== result.to.index) {
    await auditOrganization(deps, context, 'department_moved', result.department.departmentId, {
      from: result.from,
      to: result.to,
    });
  }
  return result.department;
};
