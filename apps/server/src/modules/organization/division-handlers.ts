import { and, count, eq, max } from 'drizzle-orm';
import type {
  createDivision,
  deleteDivision,
  moveDivision,
  renameDivision,
} from '@atrium/contract/organization';
import { departments, divisions } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import { auditOrganization } from './organization-audit.ts';
import {
  assertNameFree,
  findDivision,
  isUniqueViolation,
  lockDivisionOrder,
  nameTaken,
  writeOrder,
} from './organization-queries.ts';
import { reorder } from './reorder.ts';

/** Maps a unique violation of a concurrent twin to the same 409 the pre-check answers. */
async function uniqueName<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken('division');
    throw error;
  }
}

export function handleCreateDivision(platform: Platform): OperationHandler<typeof createDivision> {
  return async ({ body, context }) => {
    const division = await uniqueName(
      context.withTenant(async (tx) => {
        await assertNameFree(tx, 'division', context.companyId, body.name);
        const [last] = await tx
          .select({ sortOrder: max(divisions.sortOrder) })
          .from(divisions)
          .where(eq(divisions.companyId, context.companyId));
        const [row] = await tx
          .insert(divisions)
          .values({
            companyId: context.companyId,
            name: body.name,
            sortOrder: last?.sortOrder === null || last?.sortOrder === undefined ? 0 : last.sortOrder + 1,
          })
          .returning({ divisionId: divisions.id, name: divisions.name, sortOrder: divisions.sortOrder });
        return row!;
      }),
    );
    await auditOrganization(platform, context, 'division_created', division.divisionId, {
      to: division.name,
    });
    return division;
  };
}

export function handleRenameDivision(platform: Platform): OperationHandler<typeof renameDivision> {
  return async ({ params, body, context }) => {
    const { before, after } = await uniqueName(
      context.withTenant(async (tx) => {
        const found = await findDivision(tx, context.companyId, params.divisionId);
        await assertNameFree(tx, 'division', context.companyId, body.name, found.divisionId);
        await tx.update(divisions).set({ name: body.name }).where(eq(divisions.id, found.divisionId));
        return { before: found, after: { ...found, name: body.name } };
      }),
    );
    if (before.name !== after.name) {
      await auditOrganization(platform, context, 'division_renamed', after.divisionId, {
        from: before.name,
        to: after.name,
      });
    }
    return after;
  };
}

export function handleMoveDivision(platform: Platform): OperationHandler<typeof moveDivision> {
  return async ({ params, body, context }) => {
    const { division, from, to } = await context.withTenant(async (tx) => {
      const order = await lockDivisionOrder(tx, context.companyId);
      const found = await findDivision(tx, context.companyId, params.divisionId);
      const ids = order.map((row) => row.id);
      const ordered = reorder(ids, found.divisionId, body.index);
      await writeOrder(tx, 'division', ordered, order);
      const position = ordered.indexOf(found.divisionId);
      return {
        division: { ...found, sortOrder: position },
        from: ids.indexOf(found.divisionId),
        to: position,
      };
    });
    if (from !== to) {
      await auditOrganization(platform, context, 'division_moved', division.divisionId, { from, to });
    }
    return division;
  };
}

export function handleDeleteDivision(platform: Platform): OperationHandler<typeof deleteDivision> {
  return async ({ params, context }) => {
    const division = await context.withTenant(async (tx) => {
      const found = await findDivision(tx, context.companyId, params.divisionId);
      const [inside] = await tx
        .select({ departments: count() })
        .from(departments)
        .where(
          and(eq(departments.companyId, context.companyId), eq(departments.divisionId, found.divisionId)),
        );
      if ((inside?.departments ?? 0) > 0) {
        throw conflict(
          `The division still has ${inside!.departments} department(s); move or delete them first.`,
          [{ path: 'params.divisionId', message: 'the division is not empty' }],
        );
      }
      // Its manager roles end with it (department_roles cascades).
      await tx.delete(divisions).where(eq(divisions.id, found.divisionId));
      return found;
    });
    await auditOrganization(platform, context, 'division_deleted', division.divisionId, {
      from: division.name,
    });
    return null;
  };
}
