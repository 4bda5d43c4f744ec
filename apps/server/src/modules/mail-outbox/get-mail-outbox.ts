import { count, desc, eq, sql } from 'drizzle-orm';
import type { getMailOutbox, OutboxMessage } from '@atrium/contract/mail';
import { mailOutbox } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/**
 * `mail_GetOutbox` (SUPERADMIN). Mail is system work, not company data, so the table has no
 * company and no row-level security; the gate's global role is the wall. Two queries: the page and
 * the total, both served by the created_at index.
 */
export const getMailOutboxHandler: OperationHandler<typeof getMailOutbox> = async ({ query, deps }) => {
  const recipient = query.to ? eq(sql`lower(${mailOutbox.toAddress})`, query.to.toLowerCase()) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.database.owner
      .select()
      .from(mailOutbox)
      .where(recipient)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.database.owner.select({ total: count() }).from(mailOutbox).where(recipient),
  ]);
  const items: OutboxMessage[] = rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
  return { items, total: total?.total ?? 0 };
};
