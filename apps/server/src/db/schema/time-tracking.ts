import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { companyMembers } from './company-members.ts';
import { tenantPolicy, timestamps } from './rls.ts';

/*
 * Time tracking (docs/product/time-tracking.md). Every reference is a composite (company_id, id) foreign key, so a row
 * can never point into another company, whatever the application does.
 */

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    archived: boolean('archived').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    unique('clients_company_id_id_key').on(table.companyId, table.id),
    uniqueIndex('clients_company_name_key').on(table.companyId, sql`lower(${table.name})`),
    tenantPolicy('clients'),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    archived: boolean('archived').notNull().default(false),
    budgetHours: numeric('budget_hours', { precision: 10, scale: 2, mode: 'number' }),
    ...timestamps,
  },
  (table) => [
    // Deleting a client takes its projects along; a project with time blocks that (activities).
    foreignKey({
      name: 'projects_client_fk',
      columns: [table.companyId, table.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }).onDelete('cascade'),
    unique('projects_company_id_id_key').on(table.companyId, table.id),
    uniqueIndex('projects_client_name_key').on(table.clientId, sql`lower(${table.name})`),
    check('projects_colour_check', sql`${table.colour} ~ '^#[0-9a-f]{6}$'`),
    check('projects_budget_check', sql`${table.budgetHours} is null or ${table.budgetHours} >= 0`),
    tenantPolicy('projects'),
  ],
);

export const actionTypes = pgTable(
  'action_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    archived: boolean('archived').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    unique('action_types_company_id_id_key').on(table.companyId, table.id),
    uniqueIndex('action_types_company_name_key').on(table.companyId, sql`lower(${table.name})`),
    tenantPolicy('action_types'),
  ],
);

/** One member's UTC calendar day. Created on demand with the day's first activity. */
export const timelines = pgTable(
  'timelines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyMemberId: uuid('company_member_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'timelines_member_fk',
      columns: [table.companyId, table.companyMemberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    unique('timelines_member_date_key').on(table.companyMemberId, table.date),
    // Target of activities' foreign key, which pins an activity's member and day to its timeline's.
    unique('timelines_company_id_member_date_key').on(
      table.companyId,
      table.id,
      table.companyMemberId,
      table.date,
    ),
    tenantPolicy('timelines'),
  ],
);

export const activities = pgTable(
  'activities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    timelineId: bigint('timeline_id', { mode: 'number' }).notNull(),
    companyMemberId: uuid('company_member_id').notNull(),
    /** The timeline's date, repeated so statistics never join timelines (kept equal by the key). */
    day: date('day', { mode: 'string' }).notNull(),
    projectId: uuid('project_id').notNull(),
    actionTypeId: uuid('action_type_id').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    /** null: the member's running timer. */
    endAt: timestamp('end_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds').generatedAlwaysAs(
      sql`(extract(epoch from (end_at - start_at)))::integer`,
    ),
    description: text('description').notNull().default(''),
    billable: boolean('billable').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'activities_timeline_fk',
      columns: [table.companyId, table.timelineId, table.companyMemberId, table.day],
      foreignColumns: [timelines.companyId, timelines.id, timelines.companyMemberId, timelines.date],
    }).onDelete('cascade'),
    foreignKey({
      name: 'activities_project_fk',
      columns: [table.companyId, table.projectId],
      foreignColumns: [projects.companyId, projects.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'activities_action_type_fk',
      columns: [table.companyId, table.actionTypeId],
      foreignColumns: [actionTypes.companyId, actionTypes.id],
    }).onDelete('restrict'),
    check('activities_end_after_start', sql`${table.endAt} is null or ${table.endAt} > ${table.startAt}`),
    // At most one running timer per member, whatever races the application loses.
    uniqueIndex('activities_one_running_per_member')
      .on(table.companyMemberId)
      .where(sql`${table.endAt} is null`),
    // Statistics: a company's days, with every column the reports group or sum by, so a month
    // is an index-only range scan.
    index('activities_statistics_idx').on(
      table.companyId,
      table.day,
      table.companyMemberId,
      table.projectId,
      table.actionTypeId,
      table.billable,
      table.durationSeconds,
    ),
    // The users and hours reports read only these: a narrower index scans in a third less time.
    index('activities_member_statistics_idx').on(
      table.companyId,
      table.day,
      table.companyMemberId,
      table.billable,
      table.durationSeconds,
    ),
    // A member's days: timeline list totals, overlap checks, member-scoped statistics.
    index('activities_member_day_idx').on(table.companyMemberId, table.day, table.startAt),
    index('activities_timeline_idx').on(table.timelineId),
    // "Is it used?" before deleting a project or an action type, and their restrict keys.
    index('activities_project_idx').on(table.projectId),
    index('activities_action_type_idx').on(table.actionTypeId),
    tenantPolicy('activities'),
  ],
);
