import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type MailStatus = 'QUEUED' | 'SENT' | 'FAILED' | 'OUTBOX';

/**
 * Every e-mail the product sends. With SMTP configured a row records the delivery (SENT/FAILED);
 * without it the row *is* the delivery (OUTBOX): a SUPERADMIN reads it in the app, so reset and
 * invitation links work on a laptop with no mail server. Not company-scoped: mail is system work
 * done on the owner connection.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status').$type<MailStatus>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);
