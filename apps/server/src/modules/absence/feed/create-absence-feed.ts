import type { createAbsenceFeed } from '@atrium/contract/absence';
import { absenceCalendarFeeds } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { allowedScopes } from './feed-scopes.ts';
import { feedSecretHash, feedUrl, newFeedSecret } from './feed-secret.ts';

/**
 * Makes the caller's feed address, or a new one in place of the old (which stops working at
 * once). The secret is in this answer only; the database keeps its hash.
 */
export const createAbsenceFeedHandler: OperationHandler<typeof createAbsenceFeed> = async ({
  context,
  body,
  deps,
}) => {
  const secret = newFeedSecret();
  await context.withTenant(async (tx) => {
    if (!(await allowedScopes(tx, context)).includes(body.scope)) {
      throw new AppError('FORBIDDEN', 'Your rights do not allow a feed of these absences.', {
        fields: [{ path: 'body.scope', message: 'is not allowed for you' }],
      });
    }
    const values = {
      scope: body.scope,
      secretHash: feedSecretHash(secret),
      lastReadAt: null,
      updatedAt: new Date(),
    };
    await tx
      .insert(absenceCalendarFeeds)
      .values({ companyId: context.companyId, memberId: context.companyMemberId, ...values })
      .onConflictDoUpdate({
        target: [absenceCalendarFeeds.companyId, absenceCalendarFeeds.memberId],
        set: values,
      });
  });
  await deps.audit.record(context, {
    action: 'absence_feed.created',
    target: context.companyMemberId,
    details: { scope: body.scope },
  });
  return { scope: body.scope, url: feedUrl(deps.config.publicUrl, context.companyId, secret) };
};
