import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { leaveTypes } from './absence.ts';
import { companies } from './companies.ts';
import { companyMembers } from './company-members.ts';
import { documentGenerations, documentTemplates } from './document-templates.ts';
import { tenantPolicy } from './rls.ts';
import { storedFiles } from './stored-files.ts';

/** The state changes of a leave request that may file a document (docs/decisions/075-member-documents.md). */
export type AbsenceFileStateChange = 'approved' | 'cancelled';

/**
 * An absence file generation rule: when a request of the leave type reaches the state, a document
 * is made from the leave request template and filed in the member's documents.
 */
export const absenceFileRules = pgTable(
  'absence_file_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    leaveTypeId: uuid('leave_type_id').notNull(),
    stateChange: text('state_change').$type<AbsenceFileStateChange>().notNull(),
    templateId: uuid('template_id').notNull(),
    /** Files a PDF of the document beside its DOCX (docs/product/templates.md#pdf). */
    withPdf: boolean('with_pdf').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('absence_file_rules_company_id_id_key').on(table.companyId, table.id),
    unique('absence_file_rules_type_state_template_key').on(
      table.companyId,
      table.leaveTypeId,
      table.stateChange,
      table.templateId,
    ),
    check('absence_file_rules_state_change_check', sql`${table.stateChange} in ('approved', 'cancelled')`),
    foreignKey({
      name: 'absence_file_rules_leave_type_fk',
      columns: [table.companyId, table.leaveTypeId],
      foreignColumns: [leaveTypes.companyId, leaveTypes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'absence_file_rules_template_fk',
      columns: [table.companyId, table.templateId],
      foreignColumns: [documentTemplates.companyId, documentTemplates.id],
    }).onDelete('cascade'),
    tenantPolicy('absence_file_rules'),
  ],
);

/**
 * A generated document filed in a member's documents (decision 075): its stored file, the
 * generation that made it and, when a rule filed it, the rule, request and state change — one
 * document per rule, request and state change.
 */
export const memberDocuments = pgTable(
  'member_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    fileId: uuid('file_id').notNull(),
    name: text('name').notNull(),
    generationId: uuid('generation_id').references(() => documentGenerations.id, { onDelete: 'set null' }),
    ruleId: uuid('rule_id').references(() => absenceFileRules.id, { onDelete: 'set null' }),
    /** The request a rule filed it for; kept as a plain id so the document outlives the request. */
    leaveRequestId: uuid('leave_request_id'),
    stateChange: text('state_change').$type<AbsenceFileStateChange>(),
    /** The DOCX of record, or its PDF filed beside it. */
    format: text('format').$type<'docx' | 'pdf'>().notNull().default('docx'),
    filedByMemberId: uuid('filed_by_member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('member_documents_file_id_key').on(table.fileId),
    unique('member_documents_rule_request_state_format_key').on(
      table.ruleId,
      table.leaveRequestId,
      table.stateChange,
      table.format,
    ),
    check('member_documents_format_check', sql`${table.format} in ('docx', 'pdf')`),
    foreignKey({
      name: 'member_documents_member_fk',
      columns: [table.companyId, table.memberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'member_documents_file_fk',
      columns: [table.companyId, table.fileId],
      foreignColumns: [storedFiles.companyId, storedFiles.id],
    }).onDelete('restrict'),
    index('member_documents_member_idx').on(table.companyId, table.memberId, table.createdAt),
    tenantPolicy('member_documents'),
  ],
);
