import { and, asc, eq, sql } from 'drizzle-orm';
import { type getActionTypes } from '@atrium/contract/time-tracking';
import { actionTypes } from '../../db/schema/index.ts';
import { assertMayIncludeArchived } from './catalog-access.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { actionTypeColumns, ensureDefaultActionTypes } from './action-type-queries.ts';

/** The company's action types (the defaults on first look), archived ones for administrators. */
export const getActionTypesHandler: OperationHandler<typeof getActionTypes> = async ({
  context,
  query: { includeArchived = false },
}) => {
  assertMayIncludeArchived(context, includeArchived);
  return context.withTenant(async (tx) => {
    await ensureDefaultActionTypes(tx, context.companyId);
    return tx
      .select(actionTypeColumns)
      .from(actionTypes)
      .where(
        and(
          eq(actionTypes.companyId, context.companyId),
          includeArchived ? undefined : eq(actionTypes.archived, false),
        ),
      )
      .orderBy(asc(sql`lower(${actionTypes.name})`), asc(actionTypes.id));
  });
};
