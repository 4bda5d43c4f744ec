import { and, eq, sql } from 'drizzle-orm';
import type { archiveNotification } from '@atrium/contract/notifications';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { notifyUnreadChanged } from './unread-channel.ts';

/** Archives one of the person's notifications: it leaves the list and stops counting as unread. */
export const archiveNotificationHandler: OperationHandler<typeof archiveNotification> = async ({
  params,
  context,
}) => {
  await context.withTenant(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ archivedAt: sql`now()`, readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, params.notificationId), eq(notifications.userId, context.userId)))
      .returning({ id: notifications.id });
    if (!row) throw notFound('The notification');
    await notifyUnreadChanged(tx, [context.userId]);
  });
};
