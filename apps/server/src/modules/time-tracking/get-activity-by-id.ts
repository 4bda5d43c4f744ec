import { type getActivityById } from '@atrium/contract/time-tracking';
import { activities } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { findActivity, toActivity } from './activity-queries.ts';
import { readableMembers } from './member-scope.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/** Any activity the caller may read; otherwise 404. */
export const getActivityByIdHandler: OperationHandler<typeof getActivityById> = async ({
  context,
  params: { activityId },
}) => {
  const row = await context.withTenant((tx) =>
    findActivity(tx, context.companyId, activityId, readableMembers(context, activities.companyMemberId)),
  );
  if (!row) throw notFound('The activity');
  return toActivity(row);
};
