import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { companyMembers } from './company-members.ts';
import { departments } from './organization.ts';
import { tenantPolicy, timestamps } from './rls.ts';

/*
 * The team's absence (docs/product/absence.md#coverage-rules, #calendar-feed; decisions 063, 064):
 * coverage rules per department and each member's calendar feed.
 */

export type CoverageRuleKind = 'count' | 'percent';

/** The fewest people of a department present on a working day: a number or a share of its people. */
export const absenceCoverageRules = pgTable(
  'absence_coverage_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id').notNull(),
    kind: text('kind').$type<CoverageRuleKind>().notNull(),
    minimum: integer('minimum').notNull(),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'absence_coverage_rules_department_fk',
      columns: [table.companyId, table.departmentId],
      foreignColumns: [departments.companyId, departments.id],
    }).onDelete('cascade'),
    unique('absence_coverage_rules_company_department_key').on(table.companyId, table.departmentId),
    check(
      'absence_coverage_rules_minimum_check',
      sql`(${table.kind} = 'count' and ${table.minimum} between 1 and 10000)
        or (${table.kind} = 'percent' and ${table.minimum} between 1 and 100)`,
    ),
    tenantPolicy('absence_coverage_rules'),
  ],
);

export type AbsenceFeedScope = 'mine' | 'team' | 'company';

/**
 * A member's iCal feed of absences, read through a secret URL. Only the SHA-256 of the secret is
 * kept; rotating replaces it, revoking deletes the row.
 */
export const absenceCalendarFeeds = pgTable(
  'absence_calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    scope: text('scope').$type<AbsenceFeedScope>().notNull(),
    /** Hex SHA-256 of the URL's secret. */
    secretHash: text('secret_hash').notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'absence_calendar_feeds_member_fk',
      columns: [table.companyId, table.memberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    unique('absence_calendar_feeds_company_member_key').on(table.companyId, table.memberId),
    uniqueIndex('absence_calendar_feeds_secret_hash_key').on(table.secretHash),
    check('absence_calendar_feeds_scope_check', sql`${table.scope} in ('mine', 'team', 'company')`),
    tenantPolicy('absence_calendar_feeds'),
  ],
);
