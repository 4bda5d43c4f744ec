import { type Activity, type getActivityById } from '@atrium/contract/time-tracking';
import { activities } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { findActivity, toActivity } from './activity-queries.ts';
import { readableMembers } from './member-scope.ts';
import type { OperationInput } from '../../platform/operations/module-operations.ts';

/** Any activity the caller may read; otherwise 404. */
export async function getActivityByIdHandler({
  context,
  params: { activityId },
}: OperationInput<typeof getActivityById>): Promise<Activity> {
  const row = await context.withTenant((tx) =>
    findActivity(tx, context.companyId, activityId, readableMembers(context, activities.companyMemberId)),
  );
  if (!row) throw notFound('The activity');
  return toActivity(row);
}
