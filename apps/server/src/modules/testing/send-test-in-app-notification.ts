import type { sendTestInAppNotification } from '@atrium/contract/testing';
import { AppError } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { perPersonLimit } from './per-person-limit.ts';

const LIMIT = 5;
const allowed = perPersonLimit(LIMIT, 60_000);

/**
 * The testing screen's in-app notification: an event of the catalogue to the caller only, through
 * the same delivery as any other (preferences, the bell updated live on every instance).
 */
export const sendTestInAppNotificationHandler: OperationHandler<typeof sendTestInAppNotification> = async ({
  context,
  deps,
}) => {
  if (!allowed(context.userId)) {
    throw new AppError('RATE_LIMITED', `You can send ${LIMIT} test notifications per minute.`);
  }
  // No actor: the person who causes an event is never told of it, and here they are the point.
  const eventId = await context.withTenant((tx) =>
    deps.notifications.emit(tx, {
      companyId: context.companyId,
      kind: 'testing.notification',
      params: {},
      subjectUserIds: [context.userId],
    }),
  );
  return { eventId };
};
