import { addUtcDays } from '@atrium/contract/dates';
import { and, between, desc, eq, sql } from 'drizzle-orm';
import {
  TIMELINES_DEFAULT_DAYS,
  TIME_TRACKING_MAX_RANGE_DAYS,
  daysInRange,
  type getAllCurrentUserTimelines,
} from '@atrium/contract/time-tracking';
import { activities, timelines } from '../../db/schema/index.ts';
import { validationFailed } from '../../platform/errors/app-error.ts';
import { memberTimeZone } from './member-time-zone.ts';
import { memberDay } from './time-rules.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/** Finished time only: a running timer adds nothing until it stops. */
const totals = {
  totalSeconds: sql<number>`coalesce(sum(${activities.durationSeconds}), 0)::int`,
  billableSeconds: sql<number>`coalesce(sum(${activities.durationSeconds}) filter (where ${activities.billable}), 0)::int`,
  activityCount: sql<number>`count(${activities.id})::int`,
};

/** The caller's timelines between `from` and `to` (default: the last 92 days up to their local today), newest first. */
export const getAllCurrentUserTimelinesHandler: OperationHandler<typeof getAllCurrentUserTimelines> = async ({
  context,
  query,
}) => {
  return context.withTenant(async (tx) => {
    const to = query.to ?? memberDay(new Date(), await memberTimeZone(tx, context));
    const from = query.from ?? addUtcDays(to, -(TIMELINES_DEFAULT_DAYS - 1));
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
    return tx
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
      .orderBy(desc(timelines.date));
  });
};
