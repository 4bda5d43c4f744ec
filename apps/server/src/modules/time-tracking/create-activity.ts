import type { createActivity } from '@atrium/contract/time-tracking';
import { activities } from '../../db/schema/index.ts';
import { validationFailed } from '../../platform/errors/app-error.ts';
import { assertNoOverlap, lockMemberActivities, toActivity } from './activity-queries.ts';
import { loadActivityReferences } from './activity-references.ts';
import { memberTimeZone } from './member-time-zone.ts';
import { checkActivityTimes, memberDay, wholeSeconds } from './time-rules.ts';
import { ensureTimeline } from './timeline-store.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/** Records a finished activity for the caller on its local day (timeline made on demand). */
export const createActivityHandler: OperationHandler<typeof createActivity> = async ({ context, body }) => {
  const now = new Date();
  const startAt = wholeSeconds(new Date(body.startAt));
  const endAt = wholeSeconds(new Date(body.endAt));
  const { companyId, companyMemberId } = context;
  return context.withTenant(async (tx) => {
    const timeZone = await memberTimeZone(tx, context);
    const errors = checkActivityTimes(startAt, endAt, now, timeZone);
    if (errors.length > 0) throw validationFailed('The activity times are not valid.', errors);
    await lockMemberActivities(tx, companyMemberId);
    const references = await loadActivityReferences(tx, companyId, body);
    await assertNoOverlap(tx, { companyId, companyMemberId, startAt, endAt, timeZone });
    const date = memberDay(startAt, timeZone);
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
};
