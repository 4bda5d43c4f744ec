import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Activity, Timeline } from '@atrium/contract/time-tracking';
import type { Transaction } from '../../db/database.ts';
import { companyMembers, timelines, users } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { timelineActivities, toActivity } from './activity-queries.ts';

/** One timeline matching `where` in the caller's company, with its activities and totals. */
export async function timelineWith(
  tx: Transaction,
  context: MemberContext,
  where: SQL | undefined,
): Promise<Timeline | null> {
  const [head] = await tx
    .select({
      timelineId: timelines.id,
      date: timelines.date,
      companyMemberId: timelines.companyMemberId,
      memberName: sql<string>`coalesce(nullif(${users.name}, ''), nullif(trim(concat_ws(' ', ${users.givenName}, ${users.familyName})), ''), ${users.email}, '')`,
    })
    .from(timelines)
    .innerJoin(companyMembers, eq(companyMembers.id, timelines.companyMemberId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(timelines.companyId, context.companyId), where))
    .limit(1);
  if (!head) return null;
  const rows = (await timelineActivities(tx, context.companyId, head.timelineId)).map(toActivity);
  return { ...head, ...sumUp(rows), activities: rows };
}

function sumUp(rows: Activity[]) {
  let totalSeconds = 0;
  let billableSeconds = 0;
  for (const row of rows) {
    totalSeconds += row.durationSeconds ?? 0;
    if (row.billable) billableSeconds += row.durationSeconds ?? 0;
  }
  return { totalSeconds, billableSeconds, activityCount: rows.length };
}

/** The caller's own timeline of a (local, decision 055) calendar day, or null (docs/product/time-tracking.md#days-and-timelines: nothing found). */
export function ownTimelineOn(context: MemberContext, date: string): Promise<Timeline | null> {
  return context.withTenant((tx) =>
    timelineWith(
      tx,
      context,
      and(eq(timelines.companyMemberId, context.companyMemberId), eq(timelines.date, date)),
    ),
  );
}
