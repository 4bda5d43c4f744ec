import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { tenantPolicy, timestamps } from './rls.ts';
import { users } from './users.ts';

export type InviteRole = 'ADMIN' | 'MEMBER';
export type InviteStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'REVOKED';

/**
 * An invitation to join a company, sent by e-mail. The link carries a random token; only its
 * hash is stored. Single use, expires after 7 days. The invitee is not yet a member, so the
 * response looks the invitation up by token hash on the owner connection (the token is the
 * capability) and then writes the membership inside the company's tenant transaction.
 */
export const companyInvites = pgTable(
  'company_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<InviteRole>().notNull().default('MEMBER'),
    tokenHash: text('token_hash').notNull().unique('company_invites_token_hash_key'),
    status: text('status').$type<InviteStatus>().notNull().default('PENDING'),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    respondedByUserId: uuid('responded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('company_invites_company_id_idx').on(table.companyId),
    index('company_invites_email_lower_idx').on(sql`lower(${table.email})`),
    check('company_invites_role_check', sql`${table.role} in ('ADMIN', 'MEMBER')`),
    check(
      'company_invites_status_check',
      sql`${table.status} in ('PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED')`,
    ),
    tenantPolicy('company_invites'),
  ],
);
