import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { companyMembers } from './company-members.ts';
import { tenantPolicy, timestamps } from './rls.ts';

/*
 * Overtime and time off in lieu (docs/product/overtime.md, decision 093): the company's rules for
 * counting overtime, and the weeks of a member's overtime a manager approved.
 */

/** One row per company; a company without one counts overtime by the defaults of the contract. */
export const overtimeRules = pgTable(
  'overtime_rules',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** null: every action type counts; else only these. */
    actionTypeIds: jsonb('action_type_ids').$type<string[]>(),
    dailyThresholdMinutes: integer('daily_threshold_minutes').notNull().default(0),
    /** 0: none; 15 or 30: each day's overtime rounded down to it. */
    roundingMinutes: integer('rounding_minutes').notNull().default(0),
    /** null: no cap. */
    monthlyCapMinutes: integer('monthly_cap_minutes'),
    deductUndertime: boolean('deduct_undertime').notNull().default(true),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    check(
      'overtime_rules_values_check',
      sql`${table.dailyThresholdMinutes} between 0 and 1440
        and ${table.roundingMinutes} in (0, 15, 30)
        and (${table.monthlyCapMinutes} is null or ${table.monthlyCapMinutes} between 0 and 44640)`,
    ),
    tenantPolicy('overtime_rules'),
  ],
);

/** A week (Monday to Sunday) of a member's overtime as approved: the minutes and who approved them. */
export const overtimeApprovals = pgTable(
  'overtime_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** Signed: undertime deducted may leave a week below zero. */
    minutes: integer('minutes').notNull(),
    /** null once the approver is no longer a member. */
    approvedByMemberId: uuid('approved_by_member_id'),
    approvedByName: text('approved_by_name'),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('overtime_approvals_member_period_key').on(table.companyId, table.memberId, table.periodStart),
    foreignKey({
      name: 'overtime_approvals_member_fk',
      columns: [table.companyId, table.memberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    check('overtime_approvals_period_check', sql`${table.periodEnd} >= ${table.periodStart}`),
    tenantPolicy('overtime_approvals'),
  ],
);
