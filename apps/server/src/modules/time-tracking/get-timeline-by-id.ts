import { and, eq } from 'drizzle-orm';
import { type getTimelineById } from '@atrium/contract/time-tracking';
import { timelines } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { readableMembers } from './member-scope.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { timelineWith } from './timeline-queries.ts';

/** Any timeline the caller may read (own, managed, or all for ADMIN/OWNER); otherwise 404. */
export const getTimelineByIdHandler: OperationHandler<typeof getTimelineById> = async ({
  context,
  params: { timelineId },
}) => {
  const timeline = await context.withTenant((tx) =>
    timelineWith(
      tx,
      context,
      and(eq(timelines.id, timelineId), readableMembers(context, timelines.companyMemberId)),
    ),
  );
  if (!timeline) throw notFound('The timeline');
  return timeline;
};
