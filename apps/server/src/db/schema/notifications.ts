import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgPolicy,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { atriumApp, currentUserId, tenantPolicy } from './rls.ts';
import { users } from './users.ts';

/**
 * What a module emitted, written in the same transaction as the change it reports (an outbox
 * row), so an event exists exactly when its change does. The delivery job (platform/jobs queue
 * `notifications.deliver`) decides recipients, channels and language, then sets delivered_at.
 * Recipients named by the event (the invitee, the member whose role changed) are in
 * subject_user_ids; rules such as "the company's administrators" are resolved at delivery.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    subjectUserIds: uuid('subject_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    // The sweep that re-queues events whose delivery job was never sent walks only these.
    index('notification_events_undelivered_idx')
      .on(table.createdAt)
      .where(sql`${table.deliveredAt} is null`),
    index('notification_events_company_id_idx').on(table.companyId),
    tenantPolicy('notification_events'),
  ],
);

/**
 * One in-app notification of one person. It belongs to the company of the event; the person
 * also reads and marks their own rows from any company context (an invitation arrives from a
 * company they are not a member of yet). Kept 90 days (the cleanup job).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => notificationEvents.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [
    // A delivery job that runs twice (crash after insert, before completion) adds nothing.
    uniqueIndex('notifications_event_user_key').on(table.eventId, table.userId),
    index('notifications_user_company_created_idx').on(table.userId, table.companyId, table.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(table.userId, table.companyId)
      .where(sql`${table.readAt} is null and ${table.archivedAt} is null`),
    index('notifications_created_at_idx').on(table.createdAt),
    tenantPolicy('notifications'),
    pgPolicy('notifications_own_read', {
      as: 'permissive',
      for: 'select',
      to: atriumApp,
      using: sql`user_id = ${currentUserId}`,
    }),
    pgPolicy('notifications_own_update', {
      as: 'permissive',
      for: 'update',
      to: atriumApp,
      using: sql`user_id = ${currentUserId}`,
      withCheck: sql`user_id = ${currentUserId}`,
    }),
  ],
);

/** A person's notification settings, the same in every company they belong to. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // Minutes after local midnight; both null means no quiet hours. Start > end spans midnight.
  quietStartMinute: smallint('quiet_start_minute'),
  quietEndMinute: smallint('quiet_end_minute'),
  dailyDigest: boolean('daily_digest').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person's switch for one event kind on one channel; a missing row means the default. */
export const notificationChannelChoices = pgTable(
  'notification_channel_choices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.channel] })],
);

/** Event kinds a company made mandatory: its members cannot switch them off. */
export const companyMandatoryNotifications = pgTable(
  'company_mandatory_notifications',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.kind] }),
    tenantPolicy('company_mandatory_notifications'),
  ],
);

/**
 * E-mails held back for a person's daily digest (non-urgent events when the digest is on).
 * The digest job sends one e-mail per person and company and deletes the rows it sent.
 */
export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notification_digest_items_user_idx').on(table.userId, table.createdAt),
    tenantPolicy('notification_digest_items'),
  ],
);
