import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { tenantPolicy } from './rls.ts';
import { users } from './users.ts';

/**
 * A company's webhook endpoints (docs/product/integrations.md#webhooks, decision 089). The secret
 * signs every delivery; it is kept as it must be used, since the receiver checks with the same one.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    failuresInARow: integer('failures_in_a_row').notNull().default(0),
    disabledForFailuresAt: timestamp('disabled_for_failures_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_company_idx').on(table.companyId), tenantPolicy('webhook_endpoints')],
);

/** One event sent to one endpoint: at most one per event and endpoint, whatever retries. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    event: text('event').notNull(),
    /** The body exactly as it is signed and sent, on every attempt. */
    payload: text('payload').notNull(),
    payloadTimestamp: integer('payload_timestamp').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastAnswer: text('last_answer'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('webhook_deliveries_endpoint_event_key').on(table.endpointId, table.eventId),
    index('webhook_deliveries_endpoint_created_idx').on(table.endpointId, table.createdAt),
    tenantPolicy('webhook_deliveries'),
  ],
);
