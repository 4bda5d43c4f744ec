import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { getNotifications } from '@atrium/contract/notifications';
import { notifications } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import {
  listScope,
  readerLanguage,
  toNotification,
  unreadInOtherCompanies,
  unreadInScope,
} from './notification-queries.ts';

/** One page of the person's notifications, newest first, rendered in their language. */
export const getNotificationsHandler: OperationHandler<typeof getNotifications> = async ({
  query,
  context,
}) =>
  context.withTenant(async (tx) => {
    const where = and(
      listScope(context.userId, context.companyId),
      query.status === 'unread' ? isNull(notifications.readAt) : undefined,
      query.status === 'read' ? isNotNull(notifications.readAt) : undefined,
      query.kind ? eq(notifications.kind, query.kind) : undefined,
    );
    const [rows, [total], unreadCount, otherCompanies, language] = await Promise.all([
      tx
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      tx
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(where),
      unreadInScope(tx, context.userId, context.companyId),
      unreadInOtherCompanies(tx, context.userId, context.companyId),
      readerLanguage(tx, context.userId),
    ]);
    return {
      items: rows.map((row) => toNotification(row, language)),
      total: total?.count ?? 0,
      page: query.page,
      pageSize: query.pageSize,
      unreadCount,
      otherCompanies,
    };
  });
