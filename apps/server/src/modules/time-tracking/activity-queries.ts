import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { errorReason } from '@atrium/contract/errors';
import type { Activity } from '@atrium/contract/time-tracking';
import type { Transaction } from '../../db/database.ts';
import { actionTypes, activities, clients, projects } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { memberDay, memberTime } from './time-rules.ts';

/** Columns of an activity as the API answers it, with its project, client and action type. */
const activityColumns = {
  activityId: activities.id,
  timelineId: activities.timelineId,
  companyMemberId: activities.companyMemberId,
  date: activities.day,
  startAt: activities.startAt,
  endAt: activities.endAt,
  durationSeconds: activities.durationSeconds,
  description: activities.description,
  billable: activities.billable,
  projectId: projects.id,
  projectName: projects.name,
  colour: projects.colour,
  clientId: clients.id,
  clientName: clients.name,
  actionTypeId: actionTypes.id,
  actionTypeName: actionTypes.name,
};

export type ActivityRow = {
  activityId: number;
  timelineId: number;
  companyMemberId: string;
  date: string;
  startAt: Date;
  endAt: Date | null;
  durationSeconds: number | null;
  description: string;
  billable: boolean;
  projectId: string;
  projectName: string;
  colour: string;
  clientId: string;
  clientName: string;
  actionTypeId: string;
  actionTypeName: string;
};

/** activities joined to what activityColumns reads; add a where. */
export function selectActivities(tx: Transaction) {
  return tx
    .select(activityColumns)
    .from(activities)
    .innerJoin(projects, eq(projects.id, activities.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .innerJoin(actionTypes, eq(actionTypes.id, activities.actionTypeId));
}

export function toActivity(row: ActivityRow): Activity {
  return {
    activityId: row.activityId,
    timelineId: row.timelineId,
    companyMemberId: row.companyMemberId,
    date: row.date,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt ? row.endAt.toISOString() : null,
    durationSeconds: row.endAt ? row.durationSeconds : null,
    project: {
      projectId: row.projectId,
      name: row.projectName,
      colour: row.colour,
      clientId: row.clientId,
      clientName: row.clientName,
    },
    actionType: { actionTypeId: row.actionTypeId, name: row.actionTypeName },
    description: row.description,
    billable: row.billable,
  };
}

/** One activity by id within `scope` (a condition on activities), or undefined. */
export async function findActivity(
  tx: Transaction,
  companyId: string,
  activityId: number,
  scope: SQL | undefined,
): Promise<ActivityRow | undefined> {
  const [row] = await selectActivities(tx)
    .where(and(eq(activities.companyId, companyId), eq(activities.id, activityId), scope))
    .limit(1);
  return row;
}

/** Activities of one timeline, by start. */
export function timelineActivities(tx: Transaction, companyId: string, timelineId: number) {
  return selectActivities(tx)
    .where(and(eq(activities.companyId, companyId), eq(activities.timelineId, timelineId)))
    .orderBy(asc(activities.startAt), asc(activities.id));
}

/**
 * Serialises a member's writes to their activities: two requests at once (two tabs, a double
 * click) would otherwise both pass the overlap check. Held until the transaction ends.
 */
export async function lockMemberActivities(tx: Transaction, companyMemberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${companyMemberId}, 7268492005))`);
}

/**
 * Refuses [startAt, endAt) — endAt null: open-ended, a timer — when it meets another of the
 * member's activities (a running timer counts as reaching into the future), naming the clash.
 * Finished activities never cross midnight, so only the same day and the running one can meet.
 */
export async function assertNoOverlap(
  tx: Transaction,
  params: {
    companyId: string;
    companyMemberId: string;
    startAt: Date;
    endAt: Date | null;
    /** The member's zone: days to look at, and the times the message quotes. */
    timeZone: string;
    exceptId?: number;
  },
): Promise<void> {
  const { companyId, companyMemberId, startAt, endAt, timeZone, exceptId } = params;
  const day = memberDay(startAt, timeZone);
  const [clash] = await selectActivities(tx)
    .where(
      and(
        eq(activities.companyId, companyId),
        eq(activities.companyMemberId, companyMemberId),
        sql`(${activities.day} between (${day}::date - 1) and ${endAt ? sql`${memberDay(new Date(endAt.getTime() - 1), timeZone)}::date` : sql`'infinity'::date`} or ${activities.endAt} is null)`,
        endAt ? sql`${activities.startAt} < ${endAt}` : undefined,
        sql`(${activities.endAt} is null or ${activities.endAt} > ${startAt})`,
        exceptId === undefined ? undefined : sql`${activities.id} <> ${exceptId}`,
      ),
    )
    .orderBy(asc(activities.startAt))
    .limit(1);
  if (!clash) return;
  const what = `${clash.projectName} (${clash.clientName})`;
  const start = memberTime(clash.startAt, timeZone);
  const [message, reason] = clash.endAt
    ? [
        `This overlaps your activity on ${clash.date} from ${start} to ${memberTime(clash.endAt, timeZone)} (${timeZone}): ${what}.`,
        errorReason('errors.reasons.overlapsActivity', {
          date: clash.date,
          start,
          end: memberTime(clash.endAt, timeZone),
          what,
        }),
      ]
    : [
        `This overlaps your running timer, started on ${clash.date} at ${start} (${timeZone}): ${what}.`,
        errorReason('errors.reasons.overlapsRunningTimer', { date: clash.date, start, what }),
      ];
  throw new AppError('CONFLICT', message, { fields: [{ path: 'body.startAt', message, reason }], reason });
}
