import { and, eq, sql } from 'drizzle-orm';
import type { markNotificationRead } from '@atrium/contract/notifications';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { notifyUnreadChanged } from './unread-channel.ts';

/**
 * Marks one of the person's own notifications read. Someone else's, or an unknown id, answers
 * 404 alike: the row is matched by id and the person together.
 */
export const markNotificationReadHandler: OperationHandler<typeof markNotificationRead> = async ({
  params,
  context,
}) => {
  await context.withTenant(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, params.notificationId), eq(notifications.userId, context.userId)))
      .returning({ id: notifications.id });
    if (!row) throw notFound('The notification');
    await notifyUnreadChanged(tx, [context.userId]);
  });
};
