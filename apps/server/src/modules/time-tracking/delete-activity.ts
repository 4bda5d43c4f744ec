import { and, eq } from 'drizzle-orm';
import type { deleteActivity } from '@atrium/contract/time-tracking';
import { activities } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/** Deletes one of the caller's own activities; someone else's is not found (404). */
export const deleteActivityHandler: OperationHandler<typeof deleteActivity> = async ({
  context,
  params: { activityId },
}) => {
  const deleted = await context.withTenant((tx) =>
    tx
      .delete(activities)
      .where(
        and(
          eq(activities.companyId, context.companyId),
          eq(activities.id, activityId),
          eq(activities.companyMemberId, context.companyMemberId),
        ),
      )
      .returning({ id: activities.id }),
  );
  if (deleted.length === 0) throw notFound('The activity');
  return undefined;
};
