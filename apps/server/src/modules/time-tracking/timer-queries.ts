import { errorReason } from '@atrium/contract/errors';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { activities } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
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
  const start = memberTime(row.startAt, timeZone);
  return new AppError(
    'CONFLICT',
    `A timer is already running, started on ${row.date} at ${start} (${timeZone}, ${row.projectName}). Stop it first.`,
    {
      reason: errorReason('errors.reasons.timerAlreadyRunning', {
        date: row.date,
        start,
        what: row.projectName,
      }),
    },
  );
}
