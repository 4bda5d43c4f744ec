import { foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { companyMembers } from './company-members.ts';
import { tenantPolicy } from './rls.ts';
import { users } from './users.ts';

/**
 * Personal API tokens (docs/product/integrations.md#api-tokens, decision 088). Only the SHA-256
 * of the token is kept: the token itself is shown once, at creation. A token belongs to one
 * membership; leaving the company ends it with the membership.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyMemberId: uuid('company_member_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Hex SHA-256 of the whole token; looked up on every request that carries one. */
    tokenHash: text('token_hash').notNull().unique('api_tokens_token_hash_key'),
    hint: text('hint').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: uuid('revoked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'api_tokens_company_member_fk',
      columns: [table.companyId, table.companyMemberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    index('api_tokens_company_member_idx').on(table.companyId, table.companyMemberId),
    tenantPolicy('api_tokens'),
  ],
);
