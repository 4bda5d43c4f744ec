import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../db/database.ts';

/** pg-boss keeps its tables in this schema of the application's database. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * A pg-boss instance on the application's own database. PostgreSQL: pg-boss's own small pool to
 * the same server (it needs a session of its own for LISTEN). PGlite: the one embedded
 * connection through pg-boss's PGlite adapter, whose statements queue behind the app's own
 * transactions.
 */
export function createBoss(database: Database, options: Partial<ConstructorOptions> = {}): PgBoss {
  const client = (database.owner as unknown as { $client: unknown }).$client;
  const common = { schema: JOBS_SCHEMA, ...options } as ConstructorOptions;
  if (database.kind === 'pglite') {
    return new PgBoss({ ...common, db: fromPglite(client as PGlite), backend: 'pglite' });
  }
  const pool = client as pg.Pool;
  return new PgBoss({
    ...common,
    connectionString: pool.options.connectionString,
    // Fetches and completions of every queue's workers (up to 16 at once for sends) share it.
    max: 10,
  } as ConstructorOptions);
}
