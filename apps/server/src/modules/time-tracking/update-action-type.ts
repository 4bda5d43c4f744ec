import { and, eq } from 'drizzle-orm';
import { type updateActionType } from '@atrium/contract/time-tracking';
import { actionTypes } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { nameTaken } from './catalog-errors.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { ACTION_TYPE_NAME_INDEX, actionTypeColumns } from './action-type-queries.ts';

export const updateActionTypeHandler: OperationHandler<typeof updateActionType> = async ({
  context,
  params: { actionTypeId },
  body: input,
}) => {
  try {
    const [row] = await context.withTenant((tx) =>
      tx
        .update(actionTypes)
        .set(input)
        .where(and(eq(actionTypes.companyId, context.companyId), eq(actionTypes.id, actionTypeId)))
        .returning(actionTypeColumns),
    );
    if (!row) throw notFound('The action type');
    return row;
  } catch (error) {
    throw nameTaken(error, ACTION_TYPE_NAME_INDEX, 'An action type') ?? error;
  }
};
