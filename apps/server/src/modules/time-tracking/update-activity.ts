import { and, eq } from 'drizzle-orm';
import type { updateActivity } from '@atrium/contract/time-tracking';
import { activities } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../platform/errors/app-error.ts';
import { assertNoOverlap, findActivity, lockMemberActivities, toActivity } from './activity-queries.ts';
import { loadActivityReferences } from './activity-references.ts';
import { memberTimeZone } from './member-time-zone.ts';
import { checkActivityTimes, memberDay, wholeSeconds } from './time-rules.ts';
import { ensureTimeline } from './timeline-store.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/**
 * Changes one of the caller's own activities; someone else's is not found (404), whatever the
 * caller's role. `endAt: null` keeps a running timer running and is refused for a finished one.
 */
export const updateActivityHandler: OperationHandler<typeof updateActivity> = async ({
  context,
  params: { activityId },
  body,
}) => {
  const now = new Date();
  const startAt = wholeSeconds(new Date(body.startAt));
  const endAt = body.endAt === null ? null : wholeSeconds(new Date(body.endAt));
  const { companyId, companyMemberId } = context;
  return context.withTenant(async (tx) => {
    await lockMemberActivities(tx, companyMemberId);
    const own = eq(activities.companyMemberId, companyMemberId);
    // Not found comes first: someone else's activity must not answer with a verdict on the input.
    const existing = await findActivity(tx, companyId, activityId, own);
    if (!existing) throw notFound('The activity');
    const timeZone = await memberTimeZone(tx, context);
    const errors = checkActivityTimes(startAt, endAt, now, timeZone);
    if (errors.length > 0) throw validationFailed('The activity times are not valid.', errors);
    if (endAt === null && existing.endAt !== null) {
      throw validationFailed('The activity times are not valid.', [
        { path: 'body.endAt', message: 'is required: only the running timer has no end' },
      ]);
    }
    const references = await loadActivityReferences(tx, companyId, body, existing);
    await assertNoOverlap(tx, { companyId, companyMemberId, startAt, endAt, timeZone, exceptId: activityId });
    const date = memberDay(startAt, timeZone);
    const timelineId =
      date === existing.date
        ? existing.timelineId
        : await ensureTimeline(tx, companyId, companyMemberId, date);
    const [row] = await tx
      .update(activities)
      .set({
        timelineId,
        day: date,
        projectId: references.projectId,
        actionTypeId: references.actionTypeId,
        startAt,
        endAt,
        description: body.description,
        billable: body.billable,
      })
      .where(and(eq(activities.companyId, companyId), eq(activities.id, activityId), own))
      .returning({ durationSeconds: activities.durationSeconds });
    return toActivity({
      ...references,
      activityId,
      timelineId,
      companyMemberId,
      date,
      startAt,
      endAt,
      durationSeconds: row!.durationSeconds,
      description: body.description,
      billable: body.billable,
    });
  });
};
