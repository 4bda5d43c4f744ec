import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { timestamps } from './rls.ts';

/** Global roles a person can hold (SPEC §6); company roles live on company_members. */
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
  ],
);
