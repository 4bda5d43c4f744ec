import { and, eq } from 'drizzle-orm';
import type { getAbsenceFeed } from '@atrium/contract/absence';
import { absenceCalendarFeeds } from '../../../db/schema/index.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { allowedScopes } from './feed-scopes.ts';

/** The caller's feed, never its secret (only a hash is kept), and the scopes they may choose. */
export const getAbsenceFeedHandler: OperationHandler<typeof getAbsenceFeed> = async ({ context }) => {
  return context.withTenant(async (tx) => {
    const [feed] = await tx
      .select({
        scope: absenceCalendarFeeds.scope,
        createdAt: absenceCalendarFeeds.updatedAt,
        lastReadAt: absenceCalendarFeeds.lastReadAt,
      })
      .from(absenceCalendarFeeds)
      .where(
        and(
          eq(absenceCalendarFeeds.companyId, context.companyId),
          eq(absenceCalendarFeeds.memberId, context.companyMemberId),
        ),
      );
    return {
      feed: feed
        ? {
            scope: feed.scope,
            createdAt: feed.createdAt.toISOString(),
            lastReadAt: feed.lastReadAt?.toISOString() ?? null,
          }
        : null,
      allowedScopes: await allowedScopes(tx, context),
    };
  });
};
