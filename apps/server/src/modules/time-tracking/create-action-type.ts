import { type createActionType } from '@atrium/contract/time-tracking';
import { actionTypes } from '../../db/schema/index.ts';
import { nameTaken } from './catalog-errors.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { ACTION_TYPE_NAME_INDEX, actionTypeColumns } from './action-type-queries.ts';

export const createActionTypeHandler: OperationHandler<typeof createActionType> = async ({
  context,
  body: input,
}) => {
  try {
    return await context.withTenant(async (tx) => {
      const [row] = await tx
        .insert(actionTypes)
        .values({ companyId: context.companyId, ...input })
        .returning(actionTypeColumns);
      return row!;
    });
  } catch (error) {
    throw nameTaken(error, ACTION_TYPE_NAME_INDEX, 'An action type') ?? error;
  }
};
