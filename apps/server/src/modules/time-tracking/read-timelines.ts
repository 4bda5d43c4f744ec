import { and, between, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  TIMELINES_DEFAULT_DAYS,
  TIME_TRACKING_MAX_RANGE_DAYS,
  daysInRange,
  type Activity,
  type Timeline,
  type TimelineSummary,
} from '@atrium/contract/time-tracking';
import type { Transaction } from '../../db/database.ts';
import { activities, companyMembers, timelines, users } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { notFound, validationFailed } from '../../platform/errors/app-error.ts';
import { findActivity, timelineActivities, toActivity } from './activity-queries.ts';
import { readableMembers } from './member-scope.ts';
import { utcDay } from './time-rules.ts';

const DAY_MS = 86_400_000;

/** Finished time only: a running timer adds nothing until it stops. */
const totals = {
  totalSeconds: sql<number>`coalesce(sum(${activities.durationSeconds}), 0)::int`,
  billableSeconds: sql<number>`coalesce(sum(${activities.durationSeconds}) filter (where ${activities.billable}), 0)::int`,
  activityCount: sql<number>`count(${activities.id})::int`,
};

/** The caller's timelines between `from` and `to` (default: the last 92 days), newest first. */
export async function listOwnTimelines(
  context: MemberContext,
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<TimelineSummary[]> {
  const to = query.to ?? utcDay(now);
  const from =
    query.from ?? utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - (TIMELINES_DEFAULT_DAYS - 1) * DAY_MS));
  const days = daysInRange(from, to);
  if (days < 1 || days > TIME_TRACKING_MAX_RANGE_DAYS) {
    throw validationFailed('The date range is not valid.', [
      {
        path: 'query.to',
        message:
          days < 1
            ? 'must not be before from'
            : `the range must be at most ${TIME_TRACKING_MAX_RANGE_DAYS} days`,
      },
    ]);
  }
  return context.withTenant((tx) =>
    tx
      .select({ timelineId: timelines.id, date: timelines.date, ...totals })
      .from(timelines)
      .leftJoin(
        activities,
        and(
          eq(activities.companyMemberId, timelines.companyMemberId),
          eq(activities.day, timelines.date),
          eq(activities.timelineId, timelines.id),
        ),
      )
      .where(
        and(
          eq(timelines.companyId, context.companyId),
          eq(timelines.companyMemberId, context.companyMemberId),
          between(timelines.date, from, to),
        ),
      )
      .groupBy(timelines.id)
      .orderBy(desc(timelines.date)),
  );
}

async function timelineWith(
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

/** The caller's own timeline of a UTC calendar day, or null (SPEC §4: nothing found). */
export function ownTimelineOn(context: MemberContext, date: string): Promise<Timeline | null> {
  return context.withTenant((tx) =>
    timelineWith(
      tx,
      context,
      and(eq(timelines.companyMemberId, context.companyMemberId), eq(timelines.date, date)),
    ),
  );
}

/** Any timeline the caller may read (own, managed, or all for ADMIN/OWNER); otherwise 404. */
export async function readableTimeline(context: MemberContext, timelineId: number): Promise<Timeline> {
  const timeline = await context.withTenant((tx) =>
    timelineWith(
      tx,
      context,
      and(eq(timelines.id, timelineId), readableMembers(context, timelines.companyMemberId)),
    ),
  );
  if (!timeline) throw notFound('The timeline');
  return timeline;
}

/** Any activity the caller may read; otherwise 404. */
export async function readableActivity(context: MemberContext, activityId: number): Promise<Activity> {
  const row = await context.withTenant((tx) =>
    findActivity(tx, context.companyId, activityId, readableMembers(context, activities.companyMemberId)),
  );
  if (!row) throw notFound('The activity');
  return toActivity(row);
}
