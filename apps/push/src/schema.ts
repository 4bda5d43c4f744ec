import { index, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The push service keeps its tables in its own PostgreSQL schema, so it shares the API's
// database in the embedded mode without sharing (or depending on) any of the API's tables, and
// brings the same tables to a database of its own when it runs as a separate process.
export const pushSchema = pgSchema('push');

/**
 * One browser's (or app install's) push subscription. The person and company are opaque ids of
 * the API: the service only needs them to find a person's devices. An endpoint belongs to one
 * person in one company at a time; subscribing it again moves it (company switch).
 */
export const subscriptions = pushSchema.table(
  'subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: text('user_id').notNull(),
    companyId: text('company_id').notNull(),
    /**
     * The sign-in session the device subscribed in (an opaque hash the API hands over), so that
     * signing out there removes this device's subscription and no other (null: not known).
     */
    session: text('session'),
    id: uuid('id').notNull().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('subscriptions_person_idx').on(t.userId, t.companyId),
    index('subscriptions_session_idx').on(t.userId, t.session),
  ],
);

/**
 * Which device took which message: a row per device and message (the sender's idempotency key,
 * such as a notification event), written before the device is sent to and updated with what
 * became of it. A message sent again (a job run again after a crash, a later attempt for some
 * devices) goes only to devices without a row or with a row still to `retry`, so none receives
 * it twice. `sending` left behind by a process that died mid-send is never sent again: whether
 * the push service took it cannot be known. Rows are dropped after two days, longer than any
 * later attempt (decision 043 gives up after one).
 */
export const deliveries = pushSchema.table(
  'deliveries',
  {
    key: text('key').notNull(),
    /** deviceIdOf(endpoint): the same opaque id callers name devices by. */
    device: text('device').notNull(),
    state: text('state', { enum: ['sending', 'delivered', 'retry', 'gone', 'failed'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.device] }), index('deliveries_updated_idx').on(t.updatedAt)],
);
