import { and, count, eq, max } from 'drizzle-orm';
import type {
  createDepartment,
  deleteDepartment,
  moveDepartment,
  renameDepartment,
} from '@atrium/contract/organization';
import { companyMembers, departments } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import { auditOrganization } from './organization-audit.ts';
import {
  assertNameFree,
  findDepartment,
  findDivision,
  isUniqueViolation,
  lockDepartmentOrder,
  nameTaken,
  writeOrder,
} from './organization-queries.ts';
import { reorder } from './reorder.ts';

async function uniqueName<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken('department');
    throw error;
  }
}

export function handleCreateDepartment(platform: Platform): OperationHandler<typeof createDepartment> {
  return async ({ body, context }) => {
    const department = await uniqueName(
      context.withTenant(async (tx) => {
        const division = await findDivision(tx, context.companyId, body.divisionId);
        await assertNameFree(tx, 'department', context.companyId, body.name);
        const [last] = await tx
          .select({ sortOrder: max(departments.sortOrder) })
          .from(departments)
          .where(
            and(
              eq(departments.companyId, context.companyId),
              eq(departments.divisionId, division.divisionId),
            ),
          );
        const [row] = await tx
          .insert(departments)
          .values({
            companyId: context.companyId,
            divisionId: division.divisionId,
            name: body.name,
            sortOrder: last?.sortOrder === null || last?.sortOrder === undefined ? 0 : last.sortOrder + 1,
          })
          .returning({
            departmentId: departments.id,
            divisionId: departments.divisionId,
            name: departments.name,
            sortOrder: departments.sortOrder,
          });
        return row!;
      }),
    );
    await auditOrganization(platform, context, 'department_created', department.departmentId, {
      divisionId: department.divisionId,
      to: department.name,
    });
    return department;
  };
}

export function handleRenameDepartment(platform: Platform): OperationHandler<typeof renameDepartment> {
  return async ({ params, body, context }) => {
    const { before, after } = await uniqueName(
      context.withTenant(async (tx) => {
        const found = await findDepartment(tx, context.companyId, params.departmentId);
        await assertNameFree(tx, 'department', context.companyId, body.name, found.departmentId);
        await tx.update(departments).set({ name: body.name }).where(eq(departments.id, found.departmentId));
        return { before: found, after: { ...found, name: body.name } };
      }),
    );
    if (before.name !== after.name) {
      await auditOrganization(platform, context, 'department_renamed', after.departmentId, {
        from: before.name,
        to: after.name,
      });
    }
    return after;
  };
}

/**
 * Within its division or into another one. Both divisions' departments are locked and
 * renumbered in the same transaction, in one lock order (by division id) so that two moves in
 * opposite directions wait for each other instead of deadlocking.
 */
export function handleMoveDepartment(platform: Platform): OperationHandler<typeof moveDepartment> {
  return async ({ params, body, context }) => {
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
      await auditOrganization(platform, context, 'department_moved', result.department.departmentId, {
        from: result.from,
        to: result.to,
      });
    }
    return result.department;
  };
}

export function handleDeleteDepartment(platform: Platform): OperationHandler<typeof deleteDepartment> {
  return async ({ params, context }) => {
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
    await auditOrganization(platform, context, 'department_deleted', department.departmentId, {
      divisionId: department.divisionId,
      from: department.name,
    });
    return null;
  };
}
