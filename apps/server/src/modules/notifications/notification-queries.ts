import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { notificationLanguage, renderNotification, type Notification } from '@atrium/contract/notifications';
import type { Transaction } from '../../db/database.ts';
import { companyMembers, notifications, users } from '../../db/schema/index.ts';

/**
 * The notifications a person sees while working in a company: that company's, plus those from
 * companies they are not an active member of (an invitation arrives before the membership).
 * Archived ones are out. The person's own memberships are readable to them in any context.
 */
export function listScope(userId: string, companyId: string | null): SQL {
  const notMemberOf = sql`${notifications.companyId} not in (
    select ${companyMembers.companyId} from ${companyMembers}
    where ${companyMembers.userId} = ${userId} and ${companyMembers.status} = 'ACTIVE')`;
  return and(
    eq(notifications.userId, userId),
    isNull(notifications.archivedAt),
    companyId ? sql`(${notifications.companyId} = ${companyId} or ${notMemberOf})` : notMemberOf,
  )!;
}

export async function unreadInScope(
  tx: Transaction,
  userId: string,
  companyId: string | null,
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(listScope(userId, companyId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Unread notifications per other company the person is an active member of. */
export async function unreadInOtherCompanies(tx: Transaction, userId: string, companyId: string | null) {
  const rows = await tx
    .select({
      companyId: notifications.companyId,
      companyName: sql<string>`coalesce(max(${notifications.params} ->> 'companyName'), '')`,
      unreadCount: sql<number>`count(*)::int`,
    })
    .from(notifications)
    .innerJoin(
      companyMembers,
      and(
        eq(companyMembers.companyId, notifications.companyId),
        eq(companyMembers.userId, userId),
        eq(companyMembers.status, 'ACTIVE'),
      ),
    )
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        isNull(notifications.archivedAt),
        companyId ? sql`${notifications.companyId} <> ${companyId}` : undefined,
      ),
    )
    .groupBy(notifications.companyId)
    .orderBy(sql`2`);
  return rows;
}

export async function readerLanguage(tx: Transaction, userId: string) {
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return notificationLanguage(row?.language);
}

export function toNotification(
  row: typeof notifications.$inferSelect,
  language: ReturnType<typeof notificationLanguage>,
): Notification {
  const text = renderNotification(row.kind, row.params, language);
  return {
    notificationId: row.id,
    companyId: row.companyId,
    companyName: row.params.companyName ?? '',
    kind: row.kind as Notification['kind'],
    title: text.title,
    body: text.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
