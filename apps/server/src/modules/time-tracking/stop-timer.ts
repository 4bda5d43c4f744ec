import { and, eq } from 'drizzle-orm';
import type { stopTimer } from '@atrium/contract/time-tracking';
import { activities } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { lockMemberActivities, toActivity, type ActivityRow } from './activity-queries.ts';
import { memberTimeZone } from './member-time-zone.ts';
import { memberDay, splitAtMidnights, wholeSeconds } from './time-rules.ts';
import { ensureTimeline } from './timeline-store.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { findRunning, running } from './timer-queries.ts';

/**
 * Stops the caller's timer now. Past a local midnight the span is split into one activity per
 * day (decisions 012 and 055); the answer is the last piece, today's.
 */
export const stopTimerHandler: OperationHandler<typeof stopTimer> = async ({ context }) => {
  const now = new Date();
  const { companyId, companyMemberId } = context;
  return context.withTenant(async (tx) => {
    await lockMemberActivities(tx, companyMemberId);
    const current = await findRunning(tx, context);
    if (!current) throw conflict('No timer is running.');
    // Started and stopped within one second: still a (one second) activity, never end = start.
    const endAt = new Date(Math.max(wholeSeconds(now).getTime(), current.startAt.getTime() + 1000));
    const timeZone = await memberTimeZone(tx, context);
    const [first, ...rest] = splitAtMidnights(current.startAt, endAt, timeZone);
    const [stopped] = await tx
      .update(activities)
      .set({ endAt: first!.endAt })
      .where(and(eq(activities.id, current.activityId), running(context)))
      .returning({ durationSeconds: activities.durationSeconds });
    let last: ActivityRow = { ...current, endAt: first!.endAt, durationSeconds: stopped!.durationSeconds };
    for (const piece of rest) {
      const date = memberDay(piece.startAt, timeZone);
      const timelineId = await ensureTimeline(tx, companyId, companyMemberId, date);
      const [row] = await tx
        .insert(activities)
        .values({
          companyId,
          companyMemberId,
          timelineId,
          day: date,
          projectId: current.projectId,
          actionTypeId: current.actionTypeId,
          startAt: piece.startAt,
          endAt: piece.endAt,
          description: current.description,
          billable: current.billable,
        })
        .returning({ id: activities.id, durationSeconds: activities.durationSeconds });
      last = {
        ...current,
        ...piece,
        activityId: row!.id,
        timelineId,
        date,
        durationSeconds: row!.durationSeconds,
      };
    }
    return toActivity(last);
  });
};
