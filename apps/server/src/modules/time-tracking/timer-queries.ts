import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { activities } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { selectActivities, type ActivityRow } from './activity-queries.ts';
import { memberTime } from './time-rules.ts';

/** The caller's running timer: an activity of theirs with no end. */
export function running(context: MemberContext) {
  return and(eq(activities.companyMemberId, context.companyMemberId), isNull(activities.endAt));
}

export async function findRunning(tx: Transaction, context: MemberContext): Promise<ActivityRow | undefined> {
  const [row] = await selectActivities(tx)
    .where(and(eq(activities.companyId, context.companyId), running(context)))
    .limit(1);
  return row;
}

/** The refusal of a second timer, naming the one that runs. */
export function alreadyRunning(row: Pick<ActivityRow, 'date' | 'startAt' | 'projectName'>, timeZone: string) {
  return conflict(
    `A timer is already running, started on ${row.date} at ${memberTime(row.startAt, timeZone)} (${timeZone}, ${row.projectName}). Stop it first.`,
  );
}
