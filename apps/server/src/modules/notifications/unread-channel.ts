import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';

/** NOTIFY channel whose payload is the comma-separated ids of people whose unread counts changed. */
export const UNREAD_CHANNEL = 'atrium_notifications_unread';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: 150 ids (5,550 bytes) per message. */
const IDS_PER_MESSAGE = 150;

/** Announces, on commit, that these people's unread counts changed (any instance's streams). */
export async function notifyUnreadChanged(tx: Transaction, userIds: readonly string[]): Promise<void> {
  const unique = [...new Set(userIds)];
  for (let start = 0; start < unique.length; start += IDS_PER_MESSAGE) {
    const ids = unique.slice(start, start + IDS_PER_MESSAGE).join(',');
    await tx.execute(sql`select pg_notify(${UNREAD_CHANNEL}, ${ids})`);
  }
}
