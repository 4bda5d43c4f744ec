import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { tenantPolicy } from './rls.ts';
import { users } from './users.ts';

/**
 * A company's Slack and Microsoft Teams channels (docs/product/integrations.md#chat, decision
 * 092). The incoming-webhook address is the secret: whoever holds it may post in the channel, so
 * it is kept as it must be used and never answered whole.
 */
export const chatConnectors = pgTable(
  'chat_connectors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<'slack' | 'teams'>().notNull(),
    url: text('url').notNull(),
    language: text('language').$type<'en' | 'mk' | 'sq'>().notNull(),
    postDecisions: boolean('post_decisions').notNull(),
    postDigest: boolean('post_digest').notNull(),
    /** `HH:MM` in the company's time zone. */
    digestTime: text('digest_time').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    lastStatus: integer('last_status'),
    lastPostedAt: timestamp('last_posted_at', { withTimezone: true }),
    /** Messages in a row that failed every attempt; a delivered one resets it (as a webhook's). */
    failuresInARow: integer('failures_in_a_row').notNull().default(0),
    disabledForFailuresAt: timestamp('disabled_for_failures_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_connectors_company_idx').on(table.companyId),
    check(
      'chat_connectors_values_check',
      sql`${table.kind} in ('slack', 'teams') and ${table.language} in ('en', 'mk', 'sq')`,
    ),
    tenantPolicy('chat_connectors'),
  ],
);

/**
 * One message to one channel: a leave decision (one per event and connector) or a morning digest
 * (one per connector and day), its body fixed when written so every attempt posts the same.
 */
export const chatDeliveries = pgTable(
  'chat_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    connectorId: uuid('connector_id')
      .notNull()
      .references(() => chatConnectors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'decision' | 'digest'>().notNull(),
    /** For a decision: the notification event it reports. */
    eventId: uuid('event_id'),
    /** For a digest: the company's local day it lists. */
    digestOn: date('digest_on', { mode: 'string' }),
    payload: text('payload').notNull(),
    state: text('state').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastAnswer: text('last_answer'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('chat_deliveries_connector_event_key').on(table.connectorId, table.eventId),
    unique('chat_deliveries_connector_digest_key').on(table.connectorId, table.digestOn),
    index('chat_deliveries_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'pending' and ${table.attempts} = 0`),
    check(
      'chat_deliveries_values_check',
      sql`${table.kind} in ('decision', 'digest')
        and ${table.state} in ('pending', 'delivered', 'failed')
        and (${table.kind} = 'decision') = (${table.eventId} is not null)
        and (${table.kind} = 'digest') = (${table.digestOn} is not null)`,
    ),
    tenantPolicy('chat_deliveries'),
  ],
);
