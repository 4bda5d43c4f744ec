import { sql } from 'drizzle-orm';
import { check, pgPolicy, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { Module } from '@atrium/contract/access';
import { atriumApp, currentCompanyId, currentUserId, tenantPolicy, timestamps } from './rls.ts';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** IANA zone of the company: its members' days and times unless they chose their own (decision 055). */
    timeZone: text('time_zone').notNull().default('UTC'),
    ...timestamps,
  },
  () => [
    pgPolicy('companies_tenant', {
      as: 'permissive',
      for: 'all',
      to: atriumApp,
      using: sql`id = ${currentCompanyId}`,
      withCheck: sql`id = ${currentCompanyId}`,
    }),
    // "List my companies" runs with only app.user_id set: a person may read (not write) the
    // companies they have a membership in. company_members' own policy lets this subquery see
    // the person's memberships, and does not refer back to companies, so there is no recursion.
    pgPolicy('companies_member_read', {
      as: 'permissive',
      for: 'select',
      to: atriumApp,
      using: sql`id in (select cm.company_id from company_members cm where cm.user_id = ${currentUserId})`,
    }),
  ],
);

export const companyModules = pgTable(
  'company_modules',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    module: text('module').$type<Module>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.module] }),
    check(
      'company_modules_module_check',
      sql`${table.module} in ('TIME_TRACKING', 'HUMAN_RESOURCES', 'ABSENCE', 'TEMPLATE_GENERATION')`,
    ),
    tenantPolicy('company_modules'),
  ],
);
