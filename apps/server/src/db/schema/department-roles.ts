import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { companyMembers } from './company-members.ts';
import { departments, divisions } from './organization.ts';
import { tenantPolicy, timestamps } from './rls.ts';

export type DepartmentRole =
  'COMPANYDEPARTMENTROLE_DIVISIONMANAGER' | 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER';

/** A member's manager role over a division or a department of the same company. */
export const departmentRoles = pgTable(
  'department_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyMemberId: uuid('company_member_id').notNull(),
    divisionId: uuid('division_id'),
    departmentId: uuid('department_id'),
    role: text('role').$type<DepartmentRole>().notNull(),
    ...timestamps,
  },
  (table) => [
    // Composite keys keep every reference inside the row's own company. MATCH SIMPLE skips the
    // check while division_id / department_id is null.
    foreignKey({
      name: 'department_roles_member_fk',
      columns: [table.companyId, table.companyMemberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'department_roles_division_fk',
      columns: [table.companyId, table.divisionId],
      foreignColumns: [divisions.companyId, divisions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'department_roles_department_fk',
      columns: [table.companyId, table.departmentId],
      foreignColumns: [departments.companyId, departments.id],
    }).onDelete('cascade'),
    index('department_roles_company_member_idx').on(table.companyId, table.companyMemberId),
    index('department_roles_division_id_idx').on(table.divisionId),
    index('department_roles_department_id_idx').on(table.departmentId),
    // A person manages a division or department at most once.
    uniqueIndex('department_roles_division_manager_key')
      .on(table.companyMemberId, table.divisionId)
      .where(sql`${table.role} = 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER'`),
    uniqueIndex('department_roles_department_manager_key')
      .on(table.companyMemberId, table.departmentId)
      .where(sql`${table.role} = 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER'`),
    check(
      'department_roles_role_check',
      sql`(${table.role} = 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER' and ${table.divisionId} is not null and ${table.departmentId} is null)
        or (${table.role} = 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER' and ${table.departmentId} is not null)`,
    ),
    tenantPolicy('department_roles'),
  ],
);
