import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { tenantPolicy, timestamps } from './rls.ts';

export const divisions = pgTable(
  'divisions',
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
    // Target of the composite foreign key below: a department's division is in its company.
    unique('divisions_company_id_id_key').on(table.companyId, table.id),
    uniqueIndex('divisions_company_name_key').on(table.companyId, sql`lower(${table.name})`),
    tenantPolicy('divisions'),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'departments_division_fk',
      columns: [table.companyId, table.divisionId],
      foreignColumns: [divisions.companyId, divisions.id],
    }).onDelete('cascade'),
    unique('departments_company_id_id_key').on(table.companyId, table.id),
    index('departments_division_id_idx').on(table.divisionId),
    uniqueIndex('departments_company_name_key').on(table.companyId, sql`lower(${table.name})`),
    tenantPolicy('departments'),
  ],
);
