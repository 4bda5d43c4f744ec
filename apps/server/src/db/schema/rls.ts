import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole, timestamp } from 'drizzle-orm/pg-core';

/**
 * The non-owner role request handling runs as (`SET LOCAL ROLE` in withTenant). It is created
 * by migration 0000 (a DO block, since roles are cluster-wide); drizzle-kit must not manage it.
 */
export const atriumApp = pgRole('atrium_app').existing();

// `nullif(..., '')` because an unset custom setting reads as '' once any transaction set it,
// and ''::uuid would raise instead of matching nothing.
export const currentCompanyId = sql`nullif(current_setting('app.company_id', true), '')::uuid`;
export const currentUserId = sql`nullif(current_setting('app.user_id', true), '')::uuid`;

/** A row is visible and writable only when its company is the transaction's company. */
export function tenantPolicy(table: string, column = 'company_id') {
  const sameCompany = sql`${sql.identifier(column)} = ${currentCompanyId}`;
  return pgPolicy(`${table}_tenant`, {
    as: 'permissive',
    for: 'all',
    to: atriumApp,
    using: sameCompany,
    withCheck: sameCompany,
  });
}

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
