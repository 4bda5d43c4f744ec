import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { timestamps } from './rls.ts';

/** Global roles a person can hold (docs/product/gates-and-roles.md#roles); company roles live on company_members. */
export type GlobalRole = 'SUPERADMIN' | 'TRANSLATOR';

/**
 * A person, keyed by the identity provider that vouches for them: (issuer, subject).
 * Not company-scoped, so no row-level security; atrium_app may read and write it.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    name: text('name'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    phoneNumber: text('phone_number'),
    language: text('language').notNull().default('en'),
    /** The person's own IANA zone; null: each company's (decision 055). Quiet hours use it too. */
    timeZone: text('time_zone'),
    globalRoles: text('global_roles')
      .array()
      .$type<GlobalRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabled: boolean('disabled').notNull().default(false),
    // The company the person last chose; sign-in resumes there when the membership still exists.
    lastCompanyId: uuid('last_company_id').references(() => companies.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_issuer_subject_key').on(table.issuer, table.subject),
    // Invitations look people up by e-mail; providers do not promise it is unique.
    index('users_email_lower_idx').on(sql`lower(${table.email})`),
    // People directory (modules/people): its name order, walked per company, and its prefix
    // search. The sort expression must stay the one of people/person-name.ts sortNameSql.
    index('users_sort_name_idx').on(sql`lower(coalesce(${table.name}, ${table.email}, ''))`, table.id),
    index('users_name_prefix_idx').on(sql`lower(${table.name}) text_pattern_ops`),
    index('users_given_name_prefix_idx').on(sql`lower(${table.givenName}) text_pattern_ops`),
    index('users_family_name_prefix_idx').on(sql`lower(${table.familyName}) text_pattern_ops`),
    index('users_email_prefix_idx').on(sql`lower(${table.email}) text_pattern_ops`),
  ],
);
