import { and, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { jobProgress, notificationEvents, notifications } from '../../db/schema/index.ts';

export const CLEANUP_QUEUE = 'notifications.cleanup';
/** Notifications are kept this long (docs/product/notifications.md). */
const KEEP_DAYS = 90;

/** Removes notifications, delivered events and job progress older than 90 days (system work). */
export async function cleanUpNotifications(database: Database, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_DAYS * 24 * 60 * 60 * 1000);
  const removed = await database.owner
    .delete(notifications)
    .where(lt(notifications.createdAt, before))
    .returning({ id: notifications.id });
  await database.owner
    .delete(notificationEvents)
    .where(and(isNotNull(notificationEvents.deliveredAt), lt(notificationEvents.createdAt, before)));
  await database.owner.delete(jobProgress).where(lt(jobProgress.updatedAt, before));
  return removed.length;
}
