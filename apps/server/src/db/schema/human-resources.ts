import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
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
import { departments } from './organization.ts';
import { tenantPolicy, timestamps } from './rls.ts';
import { storedFiles } from './stored-files.ts';
import { users } from './users.ts';

/*
 * Human resources (docs/product/human-resources.md, decision 067). Every reference into a
 * company is a composite (company_id, id) foreign key, so a record never points into another
 * company; row-level security keeps companies apart as everywhere else.
 */

export type HrGender = 'female' | 'male' | 'other' | 'undisclosed';
export type EmploymentType = 'full_time' | 'part_time' | 'contractor' | 'intern' | 'temporary';
export type ContractType = 'permanent' | 'fixed_term' | 'none';
export type HrTab = 'personal' | 'employment' | 'other' | 'administration';
export type DetailFieldType =
  | 'text'
  | 'long_text'
  | 'number'
  | 'date'
  | 'select'
  | 'multi_select'
  | 'yes_no'
  | 'email'
  | 'phone'
  | 'country'
  | 'file';
/** The built-in sections of a profile; a company's own sections are rows of detail_sections. */
export type BuiltInSection =
  | 'personal'
  | 'address'
  | 'contacts'
  | 'emergency_contacts'
  | 'special_category'
  | 'employment'
  | 'administration';
export type AccessRole = 'OWNER' | 'ADMIN' | 'MEMBER' | 'DIVISION_MANAGER' | 'DEPARTMENT_MANAGER';
export type AccessScope = 'own' | 'department' | 'division' | 'company';
export type AccessLevel = 'none' | 'view' | 'propose' | 'edit';
export type ProposalStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';
export type RecordAuditKind = 'change' | 'special_category_read' | 'proposal';

export interface PostalAddress {
  street?: string;
  city?: string;
  postalCode?: string;
  region?: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
}

export interface EmergencyContact {
  name: string;
  relationship?: string;
  phone?: string;
  email?: string;
}

/** A field value as stored: what the field's type allows (files are stored_files ids). */
export type DetailValue = string | number | boolean | string[] | null;

const memberFk = (name: string, companyId: AnyPgColumn, memberId: AnyPgColumn) =>
  foreignKey({
    name,
    columns: [companyId, memberId],
    foreignColumns: [companyMembers.companyId, companyMembers.id],
  }).onDelete('cascade');

/** One member's personal and other data: one row per membership, created on first write. */
export const memberRecords = pgTable(
  'member_records',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    givenName: text('given_name'),
    middleName: text('middle_name'),
    familyName: text('family_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender').$type<HrGender>(),
    /** ISO 3166-1 alpha-2. */
    citizenship: char('citizenship', { length: 2 }),
    /** Special-category data: read only by HR roles, every read audited. ISO 3166-1 alpha-2. */
    ethnicity: char('ethnicity', { length: 2 }),
    /** Special-category data (health), as ethnicity. */
    healthNotes: text('health_notes'),
    address: jsonb('address').$type<PostalAddress>(),
    privateEmail: text('private_email'),
    privatePhone: text('private_phone'),
    workPhone: text('work_phone'),
    emergencyContacts: jsonb('emergency_contacts')
      .$type<EmergencyContact[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    otherNotes: text('other_notes'),
    /** The re-encoded profile picture. A plain key so removing the file clears only this column. */
    pictureFileId: uuid('picture_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.memberId] }),
    memberFk('member_records_member_fk', table.companyId, table.memberId),
    check(
      'member_records_gender_check',
      sql`${table.gender} is null or ${table.gender} in ('female', 'male', 'other', 'undisclosed')`,
    ),
    check(
      'member_records_countries_check',
      sql`(${table.citizenship} is null or ${table.citizenship} ~ '^[A-Z]{2}$')
        and (${table.ethnicity} is null or ${table.ethnicity} ~ '^[A-Z]{2}$')`,
    ),
    check('member_records_emergency_contacts_check', sql`jsonb_typeof(${table.emergencyContacts}) = 'array'`),
    tenantPolicy('member_records'),
  ],
);

/**
 * A member's employment, dated: each row holds from `effective_from` until the next row of the
 * same member. The member list reads the row in force today.
 */
export const employmentRecords = pgTable(
  'employment_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    position: text('position'),
    // Plain keys (the handlers check the company) so that removing a department or a member
    // clears just this column of the history rather than refusing the removal.
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    managerMemberId: uuid('manager_member_id').references(() => companyMembers.id, {
      onDelete: 'set null',
    }),
    employmentType: text('employment_type').$type<EmploymentType>(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    weeklyHours: numeric('weekly_hours', { precision: 5, scale: 2, mode: 'number' }),
    contractType: text('contract_type').$type<ContractType>(),
    contractEndDate: date('contract_end_date', { mode: 'string' }),
    note: text('note'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    memberFk('employment_records_member_fk', table.companyId, table.memberId),
    unique('employment_records_member_effective_from_key').on(
      table.companyId,
      table.memberId,
      table.effectiveFrom,
    ),
    // The member list filters by the type of the row in force; the history reads newest first.
    index('employment_records_member_idx').on(table.companyId, table.memberId, table.effectiveFrom),
    index('employment_records_company_type_idx').on(table.companyId, table.employmentType),
    index('employment_records_department_idx').on(table.departmentId),
    index('employment_records_manager_idx').on(table.managerMemberId),
    check(
      'employment_records_type_check',
      sql`${table.employmentType} is null or ${table.employmentType} in ('full_time', 'part_time', 'contractor', 'intern', 'temporary')`,
    ),
    check(
      'employment_records_contract_check',
      sql`${table.contractType} is null or ${table.contractType} in ('permanent', 'fixed_term', 'none')`,
    ),
    check(
      'employment_records_dates_check',
      sql`(${table.endDate} is null or ${table.startDate} is null or ${table.endDate} >= ${table.startDate})
        and (${table.weeklyHours} is null or (${table.weeklyHours} >= 0 and ${table.weeklyHours} <= 168))`,
    ),
    check(
      'employment_records_not_own_manager_check',
      sql`${table.managerMemberId} is null or ${table.managerMemberId} <> ${table.memberId}`,
    ),
    tenantPolicy('employment_records'),
  ],
);

/** A section a company defines on one tab of the profile, holding its own typed fields. */
export const detailSections = pgTable(
  'detail_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tab: text('tab').$type<HrTab>().notNull().default('other'),
    name: text('name').notNull(),
    description: text('description'),
    /** Many entries per member (education, certificates), else at most one. */
    repeatable: boolean('repeatable').notNull().default(false),
    /** Health and similar data: visible only to HR roles, every read audited. */
    specialCategory: boolean('special_category').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique('detail_sections_company_id_id_key').on(table.companyId, table.id),
    uniqueIndex('detail_sections_company_name_key')
      .on(table.companyId, sql`lower(${table.name})`)
      .where(sql`${table.archivedAt} is null`),
    check(
      'detail_sections_tab_check',
      sql`${table.tab} in ('personal', 'employment', 'other', 'administration')`,
    ),
    check('detail_sections_name_check', sql`length(trim(${table.name})) > 0`),
    tenantPolicy('detail_sections'),
  ],
);

/** One typed field of a section. No cap on how many. */
export const detailFields = pgTable(
  'detail_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id').notNull(),
    label: text('label').notNull(),
    type: text('type').$type<DetailFieldType>().notNull(),
    /** The choices of a select or multi-select field. */
    options: jsonb('options')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    helpText: text('help_text'),
    required: boolean('required').notNull().default(false),
    /** A date field holding the day the entry's document expires (decision 073); one per section. */
    marksExpiry: boolean('marks_expiry').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'detail_fields_section_fk',
      columns: [table.companyId, table.sectionId],
      foreignColumns: [detailSections.companyId, detailSections.id],
    }).onDelete('cascade'),
    unique('detail_fields_company_id_id_key').on(table.companyId, table.id),
    index('detail_fields_section_idx').on(table.sectionId, table.sortOrder),
    check(
      'detail_fields_type_check',
      sql`${table.type} in ('text', 'long_text', 'number', 'date', 'select', 'multi_select', 'yes_no', 'email', 'phone', 'country', 'file')`,
    ),
    check('detail_fields_label_check', sql`length(trim(${table.label})) > 0`),
    check('detail_fields_options_check', sql`jsonb_typeof(${table.options}) = 'array'`),
    check('detail_fields_expiry_check', sql`not ${table.marksExpiry} or ${table.type} = 'date'`),
    tenantPolicy('detail_fields'),
  ],
);

/** A member's entry in a section: the values keyed by field id. */
export const detailEntries = pgTable(
  'detail_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id').notNull(),
    memberId: uuid('member_id').notNull(),
    values: jsonb('values')
      .$type<Record<string, DetailValue>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'detail_entries_section_fk',
      columns: [table.companyId, table.sectionId],
      foreignColumns: [detailSections.companyId, detailSections.id],
    }).onDelete('cascade'),
    memberFk('detail_entries_member_fk', table.companyId, table.memberId),
    unique('detail_entries_company_id_id_key').on(table.companyId, table.id),
    index('detail_entries_member_idx').on(table.companyId, table.memberId, table.sectionId),
    index('detail_entries_section_idx').on(table.sectionId),
    check('detail_entries_values_check', sql`jsonb_typeof(${table.values}) = 'object'`),
    tenantPolicy('detail_entries'),
  ],
);

/**
 * The files a file field of an entry holds. Kept beside the values so a file belongs to exactly
 * one entry and goes with it.
 */
export const detailEntryFiles = pgTable(
  'detail_entry_files',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').notNull(),
    fieldId: uuid('field_id').notNull(),
    fileId: uuid('file_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.fieldId, table.fileId] }),
    foreignKey({
      name: 'detail_entry_files_entry_fk',
      columns: [table.companyId, table.entryId],
      foreignColumns: [detailEntries.companyId, detailEntries.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'detail_entry_files_field_fk',
      columns: [table.companyId, table.fieldId],
      foreignColumns: [detailFields.companyId, detailFields.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'detail_entry_files_file_fk',
      columns: [table.companyId, table.fileId],
      foreignColumns: [storedFiles.companyId, storedFiles.id],
    }).onDelete('cascade'),
    uniqueIndex('detail_entry_files_file_key').on(table.fileId),
    index('detail_entry_files_field_idx').on(table.fieldId),
    tenantPolicy('detail_entry_files'),
  ],
);

/**
 * The expiry reminders sent for an entry's document (decision 073): one row per expiry day and
 * stage (days before it; -1 once it has expired), so the daily job sends each once and a changed
 * date starts afresh.
 */
export const documentExpiryReminders = pgTable(
  'document_expiry_reminders',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.expiresOn, table.daysBefore] }),
    foreignKey({
      name: 'document_expiry_reminders_entry_fk',
      columns: [table.companyId, table.entryId],
      foreignColumns: [detailEntries.companyId, detailEntries.id],
    }).onDelete('cascade'),
    check('document_expiry_reminders_days_check', sql`${table.daysBefore} >= -1`),
    tenantPolicy('document_expiry_reminders'),
  ],
);

/**
 * Who may do what with a section of another member's (or their own) record: a role, over a
 * scope, at a level. A built-in section is named by key, a company's own by id.
 */
export const sectionAccessRules = pgTable(
  'section_access_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    builtInSection: text('built_in_section').$type<BuiltInSection>(),
    sectionId: uuid('section_id'),
    role: text('role').$type<AccessRole>().notNull(),
    scope: text('scope').$type<AccessScope>().notNull(),
    level: text('level').$type<AccessLevel>().notNull(),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'section_access_rules_section_fk',
      columns: [table.companyId, table.sectionId],
      foreignColumns: [detailSections.companyId, detailSections.id],
    }).onDelete('cascade'),
    uniqueIndex('section_access_rules_key').on(
      table.companyId,
      sql`coalesce(${table.sectionId}::text, ${table.builtInSection})`,
      table.role,
      table.scope,
    ),
    index('section_access_rules_section_idx').on(table.sectionId),
    check(
      'section_access_rules_section_check',
      sql`(${table.sectionId} is null) <> (${table.builtInSection} is null)`,
    ),
    check(
      'section_access_rules_built_in_check',
      sql`${table.builtInSection} is null or ${table.builtInSection} in ('personal', 'address', 'contacts', 'emergency_contacts', 'special_category', 'employment', 'administration')`,
    ),
    check(
      'section_access_rules_role_check',
      sql`${table.role} in ('OWNER', 'ADMIN', 'MEMBER', 'DIVISION_MANAGER', 'DEPARTMENT_MANAGER')`,
    ),
    check(
      'section_access_rules_scope_check',
      sql`${table.scope} in ('own', 'department', 'division', 'company')`,
    ),
    check('section_access_rules_level_check', sql`${table.level} in ('none', 'view', 'propose', 'edit')`),
    tenantPolicy('section_access_rules'),
  ],
);

/**
 * A change a member proposes to their own record. `changes` holds, per field, the value seen
 * when proposing and the value asked for, so the decision shows old → new.
 */
export const changeProposals = pgTable(
  'change_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    builtInSection: text('built_in_section').$type<BuiltInSection>(),
    sectionId: uuid('section_id'),
    entryId: uuid('entry_id'),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    status: text('status').$type<ProposalStatus>().notNull().default('pending'),
    /** The day the change takes effect once approved; null: the day it is approved. */
    effectiveDate: date('effective_date', { mode: 'string' }),
    proposedByUserId: uuid('proposed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    ...timestamps,
  },
  (table) => [
    memberFk('change_proposals_member_fk', table.companyId, table.memberId),
    foreignKey({
      name: 'change_proposals_section_fk',
      columns: [table.companyId, table.sectionId],
      foreignColumns: [detailSections.companyId, detailSections.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'change_proposals_entry_fk',
      columns: [table.companyId, table.entryId],
      foreignColumns: [detailEntries.companyId, detailEntries.id],
    }).onDelete('cascade'),
    index('change_proposals_company_status_idx').on(table.companyId, table.status, table.createdAt),
    index('change_proposals_member_idx').on(table.companyId, table.memberId),
    index('change_proposals_section_idx').on(table.sectionId),
    index('change_proposals_entry_idx').on(table.entryId),
    check(
      'change_proposals_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'withdrawn')`,
    ),
    check(
      'change_proposals_section_check',
      sql`(${table.sectionId} is null) <> (${table.builtInSection} is null)`,
    ),
    check('change_proposals_changes_check', sql`jsonb_typeof(${table.changes}) = 'object'`),
    tenantPolicy('change_proposals'),
  ],
);

/**
 * Who changed what in a member's record and when, and every read of special-category data.
 * Kept apart from audit_log so a profile's history is one indexed read.
 */
export const memberRecordAudit = pgTable(
  'member_record_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<RecordAuditKind>().notNull(),
    /** A built-in section key or a company section's id. */
    section: text('section').notNull(),
    /** For a change: field → { from, to }; for a read: the fields read. */
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    memberFk('member_record_audit_member_fk', table.companyId, table.memberId),
    index('member_record_audit_member_idx').on(table.companyId, table.memberId, table.createdAt),
    check(
      'member_record_audit_kind_check',
      sql`${table.kind} in ('change', 'special_category_read', 'proposal')`,
    ),
    tenantPolicy('member_record_audit'),
  ],
);
