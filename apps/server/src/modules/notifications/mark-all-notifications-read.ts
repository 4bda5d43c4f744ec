import { and, isNull, sql } from 'drizzle-orm';
import type { markAllNotificationsRead } from '@atrium/contract/notifications';
import { notifications } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { listScope } from './notification-queries.ts';
import { notifyUnreadChanged } from './unread-channel.ts';

/** Marks read everything the bell counts (the current company's and invitations). */
export const markAllNotificationsReadHandler: OperationHandler<typeof markAllNotificationsRead> = ({
  context,
}) =>
  context.withTenant(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(listScope(context.userId, context.companyId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (rows.length > 0) await notifyUnreadChanged(tx, [context.userId]);
    return { updated: rows.length };
  });
