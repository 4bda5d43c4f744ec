import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { leaveTypes } from './absence.ts';
import { companies } from './companies.ts';
import { companyMembers } from './company-members.ts';
import { departments, divisions } from './organization.ts';
import { tenantPolicy, timestamps } from './rls.ts';

/*
 * Balances, requests and approvals (docs/product/absence.md, decision 058). Every reference into a
 * company is a composite (company_id, id) foreign key. Dates are calendar days in the member's
 * zone (decision 055); amounts are minutes.
 */

export type AllowancePreset = 'MK' | 'AL';
export type LedgerKind =
  'allocation' | 'accrual' | 'carry_in' | 'expiry' | 'taken' | 'reversal' | 'adjustment';
/** overtime: approved overtime feeding a time-off-in-lieu balance (source_id: the approval). */
export type LedgerSource = 'policy' | 'request' | 'manual' | 'job' | 'overtime';
export type LeaveRequestPart = 'full' | 'morning' | 'afternoon' | 'hours';
export type LeaveRequestStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';
export type LeaveRequestChangeKind = 'cancel' | 'return_early';
export type ApprovalStepState = 'waiting' | 'pending' | 'approved' | 'rejected' | 'skipped';
export type ApproverKind = 'department_manager' | 'division_manager' | 'admin' | 'named_member';
export type ApprovalMode = 'any_of' | 'all_of';
export type ApprovalPurpose = 'request' | 'change';

/** How many days of a leave type a member gets per year, from a day until a day. */
export const allowancePolicies = pgTable(
  'allowance_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** null: every type of the company that counts against the allowance. */
    leaveTypeId: uuid('leave_type_id'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** Last day the policy applies; null: open. */
    effectiveTo: date('effective_to', { mode: 'string' }),
    yearlyDays: integer('yearly_days').notNull(),
    prorateOnHire: boolean('prorate_on_hire').notNull().default(true),
    prorateOnExit: boolean('prorate_on_exit').notNull().default(true),
    /** Days that may move into the next year; null: all, 0: none. */
    carryOverCapDays: integer('carry_over_cap_days'),
    /** 'MM-DD' of the next year after which carried days lapse; null: never. */
    carryOverExpiresOn: text('carry_over_expires_on'),
    preset: text('preset').$type<AllowancePreset>(),
    ...timestamps,
  },
  (table) => [
    unique('allowance_policies_company_id_id_key').on(table.companyId, table.id),
    foreignKey({
      name: 'allowance_policies_leave_type_fk',
      columns: [table.companyId, table.leaveTypeId],
      foreignColumns: [leaveTypes.companyId, leaveTypes.id],
    }),
    index('allowance_policies_company_from_idx').on(table.companyId, table.effectiveFrom),
    check(
      'allowance_policies_values_check',
      sql`${table.yearlyDays} between 0 and 366
        and (${table.effectiveTo} is null or ${table.effectiveTo} >= ${table.effectiveFrom})
        and (${table.carryOverCapDays} is null or ${table.carryOverCapDays} >= 0)
        and (${table.carryOverExpiresOn} is null or ${table.carryOverExpiresOn} ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$')
        and (${table.preset} is null or ${table.preset} in ('MK', 'AL'))`,
    ),
    tenantPolicy('allowance_policies'),
  ],
);

/**
 * The balance ledger: append-only (an update is refused by a trigger, and the application role may
 * not delete). A balance is the sum of minutes up to a day; a correction is a new entry.
 */
export const leaveLedgerEntries = pgTable(
  'leave_ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    leaveTypeId: uuid('leave_type_id').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** Signed: positive adds to the balance, negative takes from it. */
    minutes: integer('minutes').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** For carried minutes: the last day they can be used. */
    expiresOn: date('expires_on', { mode: 'string' }),
    source: text('source').$type<LedgerSource>().notNull(),
    sourceId: uuid('source_id'),
    /** The member who caused the entry; null for scheduled jobs. */
    actorMemberId: uuid('actor_member_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'leave_ledger_entries_member_fk',
      columns: [table.companyId, table.memberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'leave_ledger_entries_leave_type_fk',
      columns: [table.companyId, table.leaveTypeId],
      foreignColumns: [leaveTypes.companyId, leaveTypes.id],
    }),
    index('leave_ledger_entries_member_type_date_idx').on(
      table.companyId,
      table.memberId,
      table.leaveTypeId,
      table.effectiveDate,
    ),
    index('leave_ledger_entries_source_idx').on(table.sourceId),
    // Scheduled work (allocation, accrual, carry-over, expiry) writes an entry once per day.
    uniqueIndex('leave_ledger_entries_scheduled_key')
      .on(table.memberId, table.leaveTypeId, table.kind, table.effectiveDate, table.source)
      .where(sql`${table.source} in ('policy', 'job')`),
    check(
      'leave_ledger_entries_kind_check',
      sql`${table.kind} in ('allocation', 'accrual', 'carry_in', 'expiry', 'taken', 'reversal', 'adjustment')`,
    ),
    check(
      'leave_ledger_entries_source_check',
      sql`${table.source} in ('policy', 'request', 'manual', 'job', 'overtime')`,
    ),
    tenantPolicy('leave_ledger_entries'),
  ],
);

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    leaveTypeId: uuid('leave_type_id').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    part: text('part').$type<LeaveRequestPart>().notNull().default('full'),
    /** Minutes after midnight, for part = 'hours'. */
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
    requestedMinutes: integer('requested_minutes').notNull(),
    status: text('status').$type<LeaveRequestStatus>().notNull().default('pending'),
    comment: text('comment'),
    idempotencyKey: text('idempotency_key'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** An approved request's owner asked to cancel it or come back early. */
    changeKind: text('change_kind').$type<LeaveRequestChangeKind>(),
    /** For return_early: the new last day of the absence. */
    changeEndsOn: date('change_ends_on', { mode: 'string' }),
    changeStatus: text('change_status').$type<'pending' | 'approved' | 'rejected'>(),
    changeComment: text('change_comment'),
    changeRequestedAt: timestamp('change_requested_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique('leave_requests_company_id_id_key').on(table.companyId, table.id),
    unique('leave_requests_member_idempotency_key').on(table.memberId, table.idempotencyKey),
    foreignKey({
      name: 'leave_requests_member_fk',
      columns: [table.companyId, table.memberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'leave_requests_leave_type_fk',
      columns: [table.companyId, table.leaveTypeId],
      foreignColumns: [leaveTypes.companyId, leaveTypes.id],
    }),
    index('leave_requests_member_starts_idx').on(table.companyId, table.memberId, table.startsOn),
    index('leave_requests_company_status_idx').on(table.companyId, table.status),
    check(
      'leave_requests_values_check',
      sql`${table.endsOn} >= ${table.startsOn}
        and ${table.requestedMinutes} >= 0
        and ${table.status} in ('pending', 'approved', 'rejected', 'cancelled')
        and ${table.part} in ('full', 'morning', 'afternoon', 'hours')
        and (${table.part} = 'full' or ${table.startsOn} = ${table.endsOn})
        and ((${table.part} = 'hours') = (${table.startMinute} is not null and ${table.endMinute} is not null))
        and (${table.startMinute} is null or (${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.endMinute} > ${table.startMinute}))
        and (${table.changeKind} is null or ${table.changeKind} in ('cancel', 'return_early'))
        and (${table.changeStatus} is null or ${table.changeStatus} in ('pending', 'approved', 'rejected'))
        and (${table.changeEndsOn} is null or (${table.changeEndsOn} >= ${table.startsOn} and ${table.changeEndsOn} < ${table.endsOn}))`,
    ),
    tenantPolicy('leave_requests'),
  ],
);

/**
 * The days a pending or approved request takes, one row per day with its minutes (weekends and
 * holidays have none and get no row). Rejected and cancelled requests keep no days; returning
 * early removes the days after the new last day.
 */
export const leaveRequestDays = pgTable(
  'leave_request_days',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    memberId: uuid('member_id').notNull(),
    leaveTypeId: uuid('leave_type_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.day] }),
    foreignKey({
      name: 'leave_request_days_request_fk',
      columns: [table.companyId, table.requestId],
      foreignColumns: [leaveRequests.companyId, leaveRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'leave_request_days_member_fk',
      columns: [table.companyId, table.memberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'leave_request_days_leave_type_fk',
      columns: [table.companyId, table.leaveTypeId],
      foreignColumns: [leaveTypes.companyId, leaveTypes.id],
    }),
    index('leave_request_days_company_day_idx').on(table.companyId, table.day),
    index('leave_request_days_member_day_idx').on(table.memberId, table.day),
    check('leave_request_days_minutes_check', sql`${table.minutes} > 0 and ${table.minutes} <= 1440`),
    tenantPolicy('leave_request_days'),
  ],
);

/** A rule of the approval policy: when it matches a request, its steps decide it in order. */
export const approvalRules = pgTable(
  'approval_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Rules are tried in this order; the first that matches applies. */
    position: integer('position').notNull().default(0),
    leaveTypeId: uuid('leave_type_id'),
    divisionId: uuid('division_id'),
    departmentId: uuid('department_id'),
    /** Matches requests of at least this many days; null: any length. */
    minDays: integer('min_days'),
    /** Matches only requests that would take the balance below zero. */
    onlyWhenNegative: boolean('only_when_negative').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    unique('approval_rules_company_id_id_key').on(table.companyId, table.id),
    foreignKey({
      name: 'approval_rules_leave_type_fk',
      columns: [table.companyId, table.leaveTypeId],
      foreignColumns: [leaveTypes.companyId, leaveTypes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'approval_rules_division_fk',
      columns: [table.companyId, table.divisionId],
      foreignColumns: [divisions.companyId, divisions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'approval_rules_department_fk',
      columns: [table.companyId, table.departmentId],
      foreignColumns: [departments.companyId, departments.id],
    }).onDelete('cascade'),
    index('approval_rules_company_position_idx').on(table.companyId, table.position),
    check('approval_rules_min_days_check', sql`${table.minDays} is null or ${table.minDays} >= 1`),
    tenantPolicy('approval_rules'),
  ],
);

export const approvalRuleSteps = pgTable(
  'approval_rule_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ruleId: uuid('rule_id').notNull(),
    position: integer('position').notNull(),
    approverKind: text('approver_kind').$type<ApproverKind>().notNull(),
    approverMemberId: uuid('approver_member_id'),
    mode: text('mode').$type<ApprovalMode>().notNull().default('any_of'),
    /** Moves on to the next step when undecided this many days; null: never. */
    escalateAfterDays: integer('escalate_after_days'),
  },
  (table) => [
    unique('approval_rule_steps_rule_position_key').on(table.ruleId, table.position),
    foreignKey({
      name: 'approval_rule_steps_rule_fk',
      columns: [table.companyId, table.ruleId],
      foreignColumns: [approvalRules.companyId, approvalRules.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'approval_rule_steps_member_fk',
      columns: [table.companyId, table.approverMemberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    check(
      'approval_rule_steps_values_check',
      sql`${table.approverKind} in ('department_manager', 'division_manager', 'admin', 'named_member')
        and ((${table.approverKind} = 'named_member') = (${table.approverMemberId} is not null))
        and ${table.mode} in ('any_of', 'all_of')
        and (${table.escalateAfterDays} is null or ${table.escalateAfterDays} >= 1)`,
    ),
    tenantPolicy('approval_rule_steps'),
  ],
);

/** Who decides for a member while that member is on approved leave. */
export const approvalDelegates = pgTable(
  'approval_delegates',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    delegateMemberId: uuid('delegate_member_id').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.memberId] }),
    foreignKey({
      name: 'approval_delegates_member_fk',
      columns: [table.companyId, table.memberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'approval_delegates_delegate_fk',
      columns: [table.companyId, table.delegateMemberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    check('approval_delegates_not_self_check', sql`${table.memberId} <> ${table.delegateMemberId}`),
    tenantPolicy('approval_delegates'),
  ],
);

/**
 * One step of one request's approval, with the approvers resolved when the step was made. A
 * request has its steps (purpose 'request'), and asking to cancel or return early adds its own.
 */
export const leaveRequestApprovals = pgTable(
  'leave_request_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    purpose: text('purpose').$type<ApprovalPurpose>().notNull().default('request'),
    position: integer('position').notNull(),
    approverKind: text('approver_kind').$type<ApproverKind>().notNull(),
    mode: text('mode').$type<ApprovalMode>().notNull(),
    approverMemberIds: uuid('approver_member_ids').array().notNull(),
    /** Delegate member id → the absent approver they stand in for. */
    delegations: jsonb('delegations').$type<Record<string, string>>().notNull().default({}),
    state: text('state').$type<ApprovalStepState>().notNull(),
    escalateAfterDays: integer('escalate_after_days'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('leave_request_approvals_company_id_id_key').on(table.companyId, table.id),
    foreignKey({
      name: 'leave_request_approvals_request_fk',
      columns: [table.companyId, table.requestId],
      foreignColumns: [leaveRequests.companyId, leaveRequests.id],
    }).onDelete('cascade'),
    index('leave_request_approvals_request_idx').on(table.requestId, table.purpose, table.position),
    index('leave_request_approvals_pending_idx')
      .on(table.companyId, table.state)
      .where(sql`${table.state} = 'pending'`),
    check(
      'leave_request_approvals_values_check',
      sql`${table.purpose} in ('request', 'change')
        and ${table.state} in ('waiting', 'pending', 'approved', 'rejected', 'skipped')
        and ${table.mode} in ('any_of', 'all_of')`,
    ),
    tenantPolicy('leave_request_approvals'),
  ],
);

/** Every decision on a step: who, for whom (a delegate decides for an absent approver), what, why. */
export const leaveRequestDecisions = pgTable(
  'leave_request_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    approvalId: uuid('approval_id').notNull(),
    requestId: uuid('request_id').notNull(),
    actorMemberId: uuid('actor_member_id').notNull(),
    onBehalfOfMemberId: uuid('on_behalf_of_member_id'),
    decision: text('decision').$type<'approved' | 'rejected'>().notNull(),
    comment: text('comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('leave_request_decisions_approval_actor_key').on(table.approvalId, table.actorMemberId),
    foreignKey({
      name: 'leave_request_decisions_approval_fk',
      columns: [table.companyId, table.approvalId],
      foreignColumns: [leaveRequestApprovals.companyId, leaveRequestApprovals.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'leave_request_decisions_request_fk',
      columns: [table.companyId, table.requestId],
      foreignColumns: [leaveRequests.companyId, leaveRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'leave_request_decisions_actor_fk',
      columns: [table.companyId, table.actorMemberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    index('leave_request_decisions_request_idx').on(table.requestId),
    check('leave_request_decisions_decision_check', sql`${table.decision} in ('approved', 'rejected')`),
    tenantPolicy('leave_request_decisions'),
  ],
);
