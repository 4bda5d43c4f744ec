import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { tenantPolicy, timestamps } from './rls.ts';
import { storedFiles } from './stored-files.ts';

export type DocumentTemplateKind = 'member' | 'leave_request';
export type DocumentTemplateLanguage = 'en' | 'mk' | 'sq';

/** What an upload's check found in a version's tags (docs/product/templates.md#validation-report). */
export interface TemplateReportRecord {
  tags: string[];
  unknown: { tag: string; suggestion: string | null }[];
  problems: { tag: string; problem: string }[];
  removed: string[];
}

/** A document template of a company (docs/decisions/074-templates-design.md). */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<DocumentTemplateKind>().notNull(),
    language: text('language').$type<DocumentTemplateLanguage>().notNull(),
    ...timestamps,
  },
  (table) => [
    unique('document_templates_company_id_id_key').on(table.companyId, table.id),
    check('document_templates_kind_check', sql`${table.kind} in ('member', 'leave_request')`),
    check('document_templates_language_check', sql`${table.language} in ('en', 'mk', 'sq')`),
    index('document_templates_company_kind_idx').on(table.companyId, table.kind),
    tenantPolicy('document_templates'),
  ],
);

/** An uploaded file of a template. Versions are never changed: an update adds one. */
export const documentTemplateVersions = pgTable(
  'document_template_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').notNull(),
    version: integer('version').notNull(),
    fileId: uuid('file_id').notNull(),
    report: jsonb('report').$type<TemplateReportRecord>().notNull(),
    createdByMemberId: uuid('created_by_member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('document_template_versions_company_id_id_key').on(table.companyId, table.id),
    unique('document_template_versions_template_version_key').on(table.templateId, table.version),
    unique('document_template_versions_file_id_key').on(table.fileId),
    foreignKey({
      name: 'document_template_versions_template_fk',
      columns: [table.companyId, table.templateId],
      foreignColumns: [documentTemplates.companyId, documentTemplates.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'document_template_versions_file_fk',
      columns: [table.companyId, table.fileId],
      foreignColumns: [storedFiles.companyId, storedFiles.id],
    }).onDelete('restrict'),
    tenantPolicy('document_template_versions'),
  ],
);

/** One generated document: which version made it, for whom, and a hash of the data it was filled with. */
export const documentGenerations = pgTable(
  'document_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id').notNull(),
    /** The member the document is about (kind member) or the leave request's (kind leave request). */
    memberId: uuid('member_id'),
    leaveRequestId: uuid('leave_request_id'),
    dataSha256: text('data_sha256').notNull(),
    generatedByMemberId: uuid('generated_by_member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'document_generations_version_fk',
      columns: [table.companyId, table.versionId],
      foreignColumns: [documentTemplateVersions.companyId, documentTemplateVersions.id],
    }).onDelete('cascade'),
    index('document_generations_version_idx').on(table.versionId, table.createdAt),
    tenantPolicy('document_generations'),
  ],
);
