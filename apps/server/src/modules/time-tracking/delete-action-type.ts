import { and, eq, sql } from 'drizzle-orm';
import { type deleteActionType } from '@atrium/contract/time-tracking';
import { actionTypes } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { usedSoArchive } from './catalog-errors.ts';
import { isForeignKeyViolation } from './pg-errors.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

export const deleteActionTypeHandler: OperationHandler<typeof deleteActionType> = async ({
  context,
  params: { actionTypeId },
}) => {
  try {
    await context.withTenant(async (tx) => {
      const [row] = await tx
        .select({
          id: actionTypes.id,
          used: sql<boolean>`exists (select 1 from activities used where used.action_type_id = "action_types"."id")`,
        })
        .from(actionTypes)
        .where(and(eq(actionTypes.companyId, context.companyId), eq(actionTypes.id, actionTypeId)));
      if (!row) throw notFound('The action type');
      if (row.used) throw usedSoArchive('action type');
      await tx
        .delete(actionTypes)
        .where(and(eq(actionTypes.companyId, context.companyId), eq(actionTypes.id, actionTypeId)));
    });
    return undefined;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw usedSoArchive('action type');
    throw error;
  }
};
