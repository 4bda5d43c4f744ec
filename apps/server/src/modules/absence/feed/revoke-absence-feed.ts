import { and, eq } from 'drizzle-orm';
import type { revokeAbsenceFeed } from '@atrium/contract/absence';
import { absenceCalendarFeeds } from '../../../db/schema/index.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';

/** Deletes the caller's feed: its address answers 404 from now on. No feed answers 204 as well. */
export const revokeAbsenceFeedHandler: OperationHandler<typeof revokeAbsenceFeed> = async ({
  context,
  deps,
}) => {
  await context.withTenant((tx) =>
    tx
      .delete(absenceCalendarFeeds)
      .where(
        and(
          eq(absenceCalendarFeeds.companyId, context.companyId),
          eq(absenceCalendarFeeds.memberId, context.companyMemberId),
        ),
      ),
  );
  await deps.audit.record(context, { action: 'absence_feed.revoked', target: context.companyMemberId });
  return undefined;
};
