import { and, eq, isNull } from 'drizzle-orm';
import type { Activity, startTimer } from '@atrium/contract/time-tracking';
import type { OperationBody } from '@atrium/contract/operations';
import type { Transaction } from '../../db/database.ts';
import { activities } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import {
  assertNoOverlap,
  lockMemberActivities,
  selectActivities,
  toActivity,
  type ActivityRow,
} from './activity-queries.ts';
import { loadActivityReferences } from './activity-references.ts';
import { splitAtMidnights, utcDay, utcTime, wholeSeconds } from './time-rules.ts';
import { isUniqueViolation } from './pg-errors.ts';
import { ensureTimeline } from './timeline-store.ts';

const RUNNING_INDEX = 'activities_one_running_per_member';

function running(context: MemberContext) {
  return and(eq(activities.companyMemberId, context.companyMemberId), isNull(activities.endAt));
}

async function findRunning(tx: Transaction, context: MemberContext): Promise<ActivityRow | undefined> {
  const [row] = await selectActivities(tx)
    .where(and(eq(activities.companyId, context.companyId), running(context)))
    .limit(1);
  return row;
}

export async function getRunningTimer(context: MemberContext): Promise<Activity | null> {
  const row = await context.withTenant((tx) => findRunning(tx, context));
  return row ? toActivity(row) : null;
}

function alreadyRunning(row: Pick<ActivityRow, 'date' | 'startAt' | 'projectName'>) {
  return conflict(
    `A timer is already running, started on ${row.date} at ${utcTime(row.startAt)} UTC (${row.projectName}). Stop it first.`,
  );
}

/** Starts the caller's timer now: one per member (the lock, then the unique index, make sure). */
export async function startOwnTimer(
  context: MemberContext,
  body: OperationBody<typeof startTimer>,
  now = new Date(),
): Promise<Activity> {
  const startAt = wholeSeconds(now);
  const { companyId, companyMemberId } = context;
  try {
    return await context.withTenant(async (tx) => {
      await lockMemberActivities(tx, companyMemberId);
      const current = await findRunning(tx, context);
      if (current) throw alreadyRunning(current);
      const references = await loadActivityReferences(tx, companyId, body);
      await assertNoOverlap(tx, { companyId, companyMemberId, startAt, endAt: null });
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
}

/**
 * Stops the caller's timer now. Past a UTC midnight the span is split into one activity per
 * day (decision 012); the answer is the last piece, today's.
 */
export async function stopOwnTimer(context: MemberContext, now = new Date()): Promise<Activity> {
  const { companyId, companyMemberId } = context;
  return context.withTenant(async (tx) => {
    await lockMemberActivities(tx, companyMemberId);
    const current = await findRunning(tx, context);
    if (!current) throw conflict('No timer is running.');
    // Started and stopped within one second: still a (one second) activity, never end = start.
    const endAt = new Date(Math.max(wholeSeconds(now).getTime(), current.startAt.getTime() + 1000));
    const [first, ...rest] = splitAtMidnights(current.startAt, endAt);
    const [stopped] = await tx
      .update(activities)
      .set({ endAt: first!.endAt })
      .where(and(eq(activities.id, current.activityId), running(context)))
      .returning({ durationSeconds: activities.durationSeconds });
    let last: ActivityRow = { ...current, endAt: first!.endAt, durationSeconds: stopped!.durationSeconds };
    for (const piece of rest) {
      const date = utcDay(piece.startAt);
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
}
