import { sql } from 'drizzle-orm';
import type { NotificationKind, NotificationParams } from '@atrium/contract/notifications';
import type { Transaction } from '../../db/database.ts';
import { notificationEvents } from '../../db/schema/index.ts';

/** Committed events are announced here; every instance's listener queues their delivery. */
export const EVENTS_CHANNEL = 'atrium_notification_events';

export interface NotificationEvent<Kind extends NotificationKind> {
  companyId: string;
  kind: Kind;
  params: NotificationParams<Kind>;
  /** The people the event names (for kinds whose recipients are `subjects`). */
  subjectUserIds?: readonly string[];
  /** Who caused it; never notified of their own action. */
  actorUserId?: string | null;
}

/**
 * Writes a notification event in the caller's transaction (the outbox row), so the event exists
 * exactly when the change it reports is committed. The NOTIFY is delivered on commit only; a
 * recurring sweep picks up any event whose announcement no instance heard.
 */
export async function emitNotification<Kind extends NotificationKind>(
  tx: Transaction,
  event: NotificationEvent<Kind>,
): Promise<string> {
  const [row] = await tx
    .insert(notificationEvents)
    .values({
      companyId: event.companyId,
      kind: event.kind,
      params: event.params as Record<string, string>,
      subjectUserIds: [...(event.subjectUserIds ?? [])],
      actorUserId: event.actorUserId ?? null,
    })
    .returning({ id: notificationEvents.id });
  const id = row!.id;
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${`${event.companyId}:${id}`})`);
  return id;
}
