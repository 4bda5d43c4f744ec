import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/**
 * What `execute(sql\`...\`)` resolves to on both drivers: PGlite's Results and node-postgres'
 * QueryResult share only `rows`.
 */
interface AtriumQueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this['row']>;
}

interface QueryRows<Row> {
  rows: (Row extends Record<string, unknown> ? Row : Record<string, unknown>)[];
}

/** The Drizzle handle, whichever driver (PGlite or node-postgres) is behind it. */
export type Drizzle = PgDatabase<AtriumQueryResultHKT, typeof schema>;

/** A Drizzle transaction handle (the `tx` of `db.transaction`). */
export type Transaction = Parameters<Parameters<Drizzle['transaction']>[0]>[0];

/** Who a tenant-scoped transaction acts for; becomes `app.company_id` / `app.user_id` for RLS. */
export interface TenantContext {
  companyId: string | null;
  userId: string | null;
}

/** The connections a database holds now, as its driver counts them (served at /metrics). */
export interface ConnectionStats {
  /** Most connections the pool opens (1 for embedded PGlite: one engine in this process). */
  max: number;
  open: number;
  idle: number;
  /** Requests waiting for a connection (PGlite: tenant transactions queued behind the running one). */
  waiting: number;
}

/**
 * The one database object the server passes around. Created by `createDatabase` (db/client.ts)
 * from configuration: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Owner connection: migrations, seed and system work only. Never for request handling. */
  readonly owner: Drizzle;
  /**
   * Runs `work` in one transaction as the non-owner role `atrium_app` with the tenant settings
   * applied (SET LOCAL), so row-level security filters every company-scoped table.
   */
  withTenant<T>(context: TenantContext, work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Runs `work` on one dedicated owner session (PostgreSQL: one pooled connection, discarded
   * if `work` throws). For session-level state such as advisory locks (migrate, seed).
   */
  withOwnerConnection<T>(work: (session: Drizzle) => Promise<T>): Promise<T>;
  /** Connection counts for metrics; optional so that test doubles need not provide it. */
  connectionStats?(): ConnectionStats;
  /** True when the database answers a trivial query within a short timeout. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
