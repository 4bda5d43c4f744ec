import { and, eq } from 'drizzle-orm';
import type { createActivity, updateActivity } from '@atrium/contract/time-tracking';
import type { OperationBody } from '@atrium/contract/operations';
import { activities } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { notFound, validationFailed } from '../../platform/errors/app-error.ts';
import type { Activity } from '@atrium/contract/time-tracking';
import { assertNoOverlap, findActivity, lockMemberActivities, toActivity } from './activity-queries.ts';
import { loadActivityReferences } from './activity-references.ts';
import { checkActivityTimes, utcDay, wholeSeconds } from './time-rules.ts';
import { ensureTimeline } from './timeline-store.ts';

type CreateBody = OperationBody<typeof createActivity>;
type UpdateBody = OperationBody<typeof updateActivity>;

/** Records a finished activity for the caller (timeline made on demand). */
export async function createOwnActivity(
  context: MemberContext,
  body: CreateBody,
  now = new Date(),
): Promise<Activity> {
  const startAt = wholeSeconds(new Date(body.startAt));
  const endAt = wholeSeconds(new Date(body.endAt));
  const errors = checkActivityTimes(startAt, endAt, now);
  if (errors.length > 0) throw validationFailed('The activity times are not valid.', errors);
  const { companyId, companyMemberId } = context;
  return context.withTenant(async (tx) => {
    await lockMemberActivities(tx, companyMemberId);
    const references = await loadActivityReferences(tx, companyId, body);
    await assertNoOverlap(tx, { companyId, companyMemberId, startAt, endAt });
    const date = utcDay(startAt);
    const timelineId = await ensureTimeline(tx, companyId, companyMemberId, date);
    const [row] = await tx
      .insert(activities)
      .values({
        companyId,
        companyMemberId,
        timelineId,
        day: date,
        projectId: references.projectId,
        actionTypeId: references.actionTypeId,
        startAt,
        endAt,
        description: body.description,
        billable: body.billable,
      })
      .returning({ id: activities.id, durationSeconds: activities.durationSeconds });
    return toActivity({
      ...references,
      activityId: row!.id,
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
}

/**
 * Changes one of the caller's own activities; someone else's is not found (404), whatever the
 * caller's role. `endAt: null` keeps a running timer running and is refused for a finished one.
 */
export async function updateOwnActivity(
  context: MemberContext,
  activityId: number,
  body: UpdateBody,
  now = new Date(),
): Promise<Activity> {
  const startAt = wholeSeconds(new Date(body.startAt));
  const endAt = body.endAt === null ? null : wholeSeconds(new Date(body.endAt));
  const { companyId, companyMemberId } = context;
  return context.withTenant(async (tx) => {
    await lockMemberActivities(tx, companyMemberId);
    const own = eq(activities.companyMemberId, companyMemberId);
    // Not found comes first: someone else's activity must not answer with a verdict on the input.
    const existing = await findActivity(tx, companyId, activityId, own);
    if (!existing) throw notFound('The activity');
    const errors = checkActivityTimes(startAt, endAt, now);
    if (errors.length > 0) throw validationFailed('The activity times are not valid.', errors);
    if (endAt === null && existing.endAt !== null) {
      throw validationFailed('The activity times are not valid.', [
        { path: 'body.endAt', message: 'is required: only the running timer has no end' },
      ]);
    }
    const references = await loadActivityReferences(tx, companyId, body, existing);
    await assertNoOverlap(tx, { companyId, companyMemberId, startAt, endAt, exceptId: activityId });
    const date = utcDay(startAt);
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
}

/** Deletes one of the caller's own activities; someone else's is not found (404). */
export async function deleteOwnActivity(context: MemberContext, activityId: number): Promise<void> {
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
}
