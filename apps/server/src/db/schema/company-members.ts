import { sql } from 'drizzle-orm';
import { check, index, pgPolicy, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { departments } from './organization.ts';
import { atriumApp, currentUserId, tenantPolicy, timestamps } from './rls.ts';
import { users } from './users.ts';

export type CompanyRole = 'OWNER' | 'ADMIN' | 'MEMBER';
export type MemberStatus = 'ACTIVE' | 'DISABLED';

export const companyMembers = pgTable(
  'company_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<CompanyRole>().notNull().default('MEMBER'),
    status: text('status').$type<MemberStatus>().notNull().default('ACTIVE'),
    position: text('position'),
    // Placement in the organisation chart. A plain foreign key (not composite with company_id)
    // so that deleting the department can set just this column to null.
    departmentId: uuid('department_id').references(() => departments.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [
    unique('company_members_company_id_user_id_key').on(table.companyId, table.userId),
    // Target of department_roles' composite foreign key.
    unique('company_members_company_id_id_key').on(table.companyId, table.id),
    index('company_members_user_id_idx').on(table.userId),
    index('company_members_department_id_idx').on(table.departmentId),
    // People directory: a company's members, optionally of one department; position search.
    index('company_members_company_department_idx').on(table.companyId, table.departmentId),
    index('company_members_position_prefix_idx').on(
      table.companyId,
      sql`lower(${table.position}) text_pattern_ops`,
    ),
    check('company_members_role_check', sql`${table.role} in ('OWNER', 'ADMIN', 'MEMBER')`),
    check('company_members_status_check', sql`${table.status} in ('ACTIVE', 'DISABLED')`),
    tenantPolicy('company_members'),
    // A person reads their own memberships in every company (company switcher, "my companies")
    // with only app.user_id set. Read only: writes still need the company context.
    pgPolicy('company_members_self_read', {
      as: 'permissive',
      for: 'select',
      to: atriumApp,
      using: sql`user_id = ${currentUserId}`,
    }),
  ],
);
