import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { tenantPolicy, timestamps } from './rls.ts';
import { storedFiles } from './stored-files.ts';

export type CompanyImageKind = 'thumbnail' | 'cover';

/** The company's thumbnail (logo) and cover picture: at most one file of each kind. */
export const companyImages = pgTable(
  'company_images',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CompanyImageKind>().notNull(),
    fileId: uuid('file_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.kind] }),
    foreignKey({
      name: 'company_images_file_fk',
      columns: [table.companyId, table.fileId],
      foreignColumns: [storedFiles.companyId, storedFiles.id],
    }).onDelete('cascade'),
    check('company_images_kind_check', sql`${table.kind} in ('thumbnail', 'cover')`),
    tenantPolicy('company_images'),
  ],
);

/** A named, ordered group of company files (current-company-info/company-files). */
export const companyFileSections = pgTable(
  'company_file_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    unique('company_file_sections_company_id_id_key').on(table.companyId, table.id),
    uniqueIndex('company_file_sections_company_id_name_key').on(table.companyId, sql`lower(${table.name})`),
    tenantPolicy('company_file_sections'),
  ],
);

/** A file in a section. Deleting a section that still has files is refused (no cascade). */
export const companyFiles = pgTable(
  'company_files',
  {
    /** The stored file is the record: one id for upload answer, list, download and delete. */
    fileId: uuid('file_id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'company_files_section_fk',
      columns: [table.companyId, table.sectionId],
      foreignColumns: [companyFileSections.companyId, companyFileSections.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'company_files_file_fk',
      columns: [table.companyId, table.fileId],
      foreignColumns: [storedFiles.companyId, storedFiles.id],
    }).onDelete('cascade'),
    index('company_files_section_id_idx').on(table.sectionId, table.createdAt),
    tenantPolicy('company_files'),
  ],
);
