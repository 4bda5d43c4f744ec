import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts of the HTTP rate limits (sign-in, tokens), one row per limit and client key
 * with its fixed window's end, so that every API instance on one database counts the same
 * requests (docs/decisions/051-shared-rate-limits.md). Not company-scoped: read and written on
 * the owner connection before any tenant is known. Rows past their window are swept.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_resets_at_idx').on(table.resetsAt)],
);
