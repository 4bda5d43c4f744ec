import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { tenantPolicy, timestamps } from './rls.ts';

/**
 * The about page of a company, one row per company (created on first save). The name stays on
 * companies; limits are checked by the contract, the country's shape here as a last wall.
 */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    description: text('description'),
    address: text('address'),
    /** ISO 3166-1 alpha-2. */
    countryCode: text('country_code'),
    website: text('website'),
    contactEmail: text('contact_email'),
    ...timestamps,
  },
  (table) => [
    check('company_profiles_country_code_check', sql`${table.countryCode} ~ '^[A-Z]{2}$'`),
    tenantPolicy('company_profiles'),
  ],
);
