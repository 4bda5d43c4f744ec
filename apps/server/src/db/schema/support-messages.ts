import { sql } from 'drizzle-orm';
import { index, pgPolicy, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { atriumApp, currentCompanyId, currentUserId, tenantPolicy } from './rls.ts';
import { users } from './users.ts';

/**
 * Messages to the operators of the installation (contact-support). company_id is set only when
 * the person chose to name the company they act in.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The per-person rate limit counts a person's recent messages.
    index('support_messages_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('support_messages_company_id_idx').on(table.companyId),
    tenantPolicy('support_messages'),
    // A person reads their own messages, in any company or none, and writes only as themselves,
    // naming no company or the one they act in.
    pgPolicy('support_messages_own_read', {
      as: 'permissive',
      for: 'select',
      to: atriumApp,
      using: sql`user_id = ${currentUserId}`,
    }),
    pgPolicy('support_messages_own_insert', {
      as: 'permissive',
      for: 'insert',
      to: atriumApp,
      withCheck: sql`user_id = ${currentUserId} and (company_id is null or company_id = ${currentCompanyId})`,
    }),
  ],
);
