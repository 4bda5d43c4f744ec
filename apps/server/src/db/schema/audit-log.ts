import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgPolicy, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { atriumApp, tenantPolicy } from './rls.ts';
import { users } from './users.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    // The record outlives the person it names.
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_company_id_created_at_idx').on(table.companyId, table.createdAt),
    index('audit_log_actor_user_id_idx').on(table.actorUserId),
    tenantPolicy('audit_log'),
    // Events outside any company (sign-ins, denials before a company is chosen) may be written
    // from a tenant transaction, but only the owner connection reads them back.
    pgPolicy('audit_log_insert_global', {
      as: 'permissive',
      for: 'insert',
      to: atriumApp,
      withCheck: sql`company_id is null`,
    }),
  ],
);
