import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
 * Absence (docs/product/absence.md, decision 057). References into a company are composite
 * (company_id, id) foreign keys, as in time tracking, so a row never points into another company.
 */

/** A text in the product's languages; English is always there. */
export type Translations = { en: string; mk?: string; sq?: string };

export type LeaveTypeUnit = 'day' | 'half_day' | 'hour';
export type LeaveTypeCategory = 'vacation' | 'sick' | 'special' | 'unpaid' | 'other';
export type LeaveTypeVisibility = 'public' | 'private';

const dayMinutes = (column: string) => integer(column).notNull().default(0);

/**
 * Expected working minutes per weekday, effective from a date until the next row of the same
 * owner: the company's default (member_id null) or one member's own schedule.
 */
export const workSchedules = pgTable(
  'work_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** null: the company's default schedule. */
    memberId: uuid('member_id'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    mondayMinutes: dayMinutes('monday_minutes'),
    tuesdayMinutes: dayMinutes('tuesday_minutes'),
    wednesdayMinutes: dayMinutes('wednesday_minutes'),
    thursdayMinutes: dayMinutes('thursday_minutes'),
    fridayMinutes: dayMinutes('friday_minutes'),
    saturdayMinutes: dayMinutes('saturday_minutes'),
    sundayMinutes: dayMinutes('sunday_minutes'),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'work_schedules_member_fk',
      columns: [table.companyId, table.memberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    // One schedule per owner and start day; the company's own (null member) counts as one owner.
    unique('work_schedules_company_member_effective_from_key')
      .on(table.companyId, table.memberId, table.effectiveFrom)
      .nullsNotDistinct(),
    check(
      'work_schedules_minutes_check',
      sql`least(${table.mondayMinutes}, ${table.tuesdayMinutes}, ${table.wednesdayMinutes}, ${table.thursdayMinutes}, ${table.fridayMinutes}, ${table.saturdayMinutes}, ${table.sundayMinutes}) >= 0 and greatest(${table.mondayMinutes}, ${table.tuesdayMinutes}, ${table.wednesdayMinutes}, ${table.thursdayMinutes}, ${table.fridayMinutes}, ${table.saturdayMinutes}, ${table.sundayMinutes}) <= 1440`,
    ),
    tenantPolicy('work_schedules'),
  ],
);

export const leaveTypes = pgTable(
  'leave_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<Translations>().notNull(),
    colour: text('colour').notNull(),
    /** Fixed once the type is used (modules/absence/leave-type-usage.ts). */
    unit: text('unit').$type<LeaveTypeUnit>().notNull().default('day'),
    category: text('category').$type<LeaveTypeCategory>().notNull(),
    countsAgainstAllowance: boolean('counts_against_allowance').notNull().default(false),
    /** From which day of one absence a medical certificate is asked for; null: never. */
    certificateRequiredFromDay: integer('certificate_required_from_day'),
    minimumNoticeDays: integer('minimum_notice_days').notNull().default(0),
    /** null: no limit. */
    maximumConsecutiveDays: integer('maximum_consecutive_days'),
    /** Days after joining before a member may take this leave. */
    eligibleAfterDays: integer('eligible_after_days').notNull().default(0),
    /** How far below zero a balance of this type may go, in hours. */
    allowedNegativeHours: integer('allowed_negative_hours').notNull().default(0),
    /** private: colleagues see "absent", not the type (sick leave). */
    visibility: text('visibility').$type<LeaveTypeVisibility>().notNull().default('public'),
    autoApprove: boolean('auto_approve').notNull().default(false),
    /** Time off in lieu: its balance is fed by approved overtime (docs/product/overtime.md). */
    timeOffInLieu: boolean('time_off_in_lieu').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    unique('leave_types_company_id_id_key').on(table.companyId, table.id),
    uniqueIndex('leave_types_company_name_key').on(table.companyId, sql`lower(${table.names} ->> 'en')`),
    check(
      'leave_types_names_check',
      sql`jsonb_typeof(${table.names} -> 'en') = 'string' and length(${table.names} ->> 'en') > 0`,
    ),
    check('leave_types_colour_check', sql`${table.colour} ~ '^#[0-9a-f]{6}$'`),
    check('leave_types_unit_check', sql`${table.unit} in ('day', 'half_day', 'hour')`),
    check(
      'leave_types_category_check',
      sql`${table.category} in ('vacation', 'sick', 'special', 'unpaid', 'other')`,
    ),
    check('leave_types_visibility_check', sql`${table.visibility} in ('public', 'private')`),
    check(
      'leave_types_limits_check',
      sql`(${table.certificateRequiredFromDay} is null or ${table.certificateRequiredFromDay} >= 1)
        and ${table.minimumNoticeDays} >= 0
        and (${table.maximumConsecutiveDays} is null or ${table.maximumConsecutiveDays} >= 1)
        and ${table.eligibleAfterDays} >= 0
        and ${table.allowedNegativeHours} >= 0`,
    ),
    tenantPolicy('leave_types'),
  ],
);

/** A company's public holidays of one country (docs/product/absence.md#public-holidays). */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    country: char('country', { length: 2 }).notNull(),
    holidayDate: date('holiday_date', { mode: 'string' }).notNull(),
    names: jsonb('names').$type<Translations>().notNull(),
    kind: text('kind').$type<'public' | 'optional'>().notNull(),
    source: text('source').$type<'library' | 'manual'>().notNull(),
    estimated: boolean('estimated').notNull().default(false),
    substituteFor: date('substitute_for', { mode: 'string' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique('public_holidays_company_country_date_kind_key').on(
      table.companyId,
      table.country,
      table.holidayDate,
      table.kind,
    ),
    // Target of member_optional_holidays' composite foreign key.
    unique('public_holidays_company_id_id_key').on(table.companyId, table.id),
    index('public_holidays_company_date_idx').on(table.companyId, table.holidayDate),
    check('public_holidays_kind_check', sql`${table.kind} in ('public', 'optional')`),
    check('public_holidays_source_check', sql`${table.source} in ('library', 'manual')`),
    tenantPolicy('public_holidays'),
  ],
);

/** The optional holidays a member chose to take. */
export const memberOptionalHolidays = pgTable(
  'member_optional_holidays',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    holidayId: uuid('holiday_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.holidayId] }),
    foreignKey({
      name: 'member_optional_holidays_member_fk',
      columns: [table.companyId, table.memberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'member_optional_holidays_holiday_fk',
      columns: [table.companyId, table.holidayId],
      foreignColumns: [publicHolidays.companyId, publicHolidays.id],
    }).onDelete('cascade'),
    index('member_optional_holidays_holiday_idx').on(table.holidayId),
    tenantPolicy('member_optional_holidays'),
  ],
);
