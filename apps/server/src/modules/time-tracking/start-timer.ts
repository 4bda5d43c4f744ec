import type { startTimer } from '@atrium/contract/time-tracking';
import { activities } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { assertNoOverlap, lockMemberActivities, toActivity } from './activity-queries.ts';
import { loadActivityReferences } from './activity-references.ts';
import { memberTimeZone } from './member-time-zone.ts';
import { memberDay, wholeSeconds } from './time-rules.ts';
import { isUniqueViolation } from './pg-errors.ts';
import { ensureTimeline } from './timeline-store.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { alreadyRunning, findRunning } from './timer-queries.ts';

const RUNNING_INDEX = 'activities_one_running_per_member';

/** Starts the caller's timer now: one per member (the lock, then the unique index, make sure). */
export const startTimerHandler: OperationHandler<typeof startTimer> = async ({ context, body }) => {
  const startAt = wholeSeconds(new Date());
  const { companyId, companyMemberId } = context;
  try {
    return await context.withTenant(async (tx) => {
      await lockMemberActivities(tx, companyMemberId);
      const timeZone = await memberTimeZone(tx, context);
      const current = await findRunning(tx, context);
      if (current) throw alreadyRunning(current, timeZone);
      const references = await loadActivityReferences(tx, companyId, body);
      await assertNoOverlap(tx, { companyId, companyMemberId, startAt, endAt: null, timeZone });
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
          endAt: null,
          description: body.description,
          billable: body.billable,
        })
        .returning({ id: activities.id });
      return toActivity({
        ...references,
        activityId: row!.id,
        timelineId,
        companyMemberId,
        date,
        startAt,
        endAt: null,
        durationSeconds: null,
        description: body.description,
        billable: body.billable,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, RUNNING_INDEX)) {
      throw conflict('A timer is already running. Stop it first.');
    }
    throw error;
  }
};
