import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database, Drizzle } from './database.ts';
import * as schema from './schema/index.ts';
import { postgresTenantTransactions } from './postgres-tenant-transactions.ts';
import { pgliteTenantTransactions } from './tenant-transaction.ts';

/**
 * `loadDataDir` starts an in-memory database from a dumped data directory (tests copy a migrated
 * template); `logger` is Drizzle's query logger, which tests use to count statements.
 */
export type DatabaseOptions = (
  { databaseUrl?: string; dataDir: string } | { memory: true; loadDataDir?: Blob }
) & { logger?: Logger };

const PING_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 2_000;
const POOL_MAX = 10;

/**
 * Opens the database named by configuration: PostgreSQL through a `pg` pool when `databaseUrl`
 * is set, otherwise embedded PGlite with its files under `${dataDir}/pglite` (or in memory).
 * Does not migrate; see migrate.ts.
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const { logger } = options;
  if ('memory' in options) {
    const client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    return createPgliteDatabase(client, undefined, logger);
  }
  if (options.databaseUrl) return createPostgresDatabase(options.databaseUrl, logger);
  // One process per embedded database (see data-dir-lock.ts); released when the database closes.
  const lock = await lockDataDir(options.dataDir);
  try {
    const directory = join(options.dataDir, 'pglite');
    await mkdir(directory, { recursive: true });
    return createPgliteDatabase(await PGlite.create(directory), () => lock.release(), logger);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

function createPgliteDatabase(client: PGlite, afterClose?: () => Promise<void>, logger?: Logger): Database {
  // PgliteDatabase differs from the driver-neutral PgDatabase only in its result-type brand.
  const owner = drizzlePglite({ client, schema, ...(logger ? { logger } : {}) }) as unknown as Drizzle;
  let closed = false;
  let queue: Promise<unknown> = Promise.resolve();
  const tenant = pgliteTenantTransactions(client, owner);
  return {
    kind: 'pglite',
    owner,
    withTenant: tenant.runAsTenant,
    connectionStats: tenant.connectionStats,
    // One embedded connection, so advisory locks cannot separate two callers in this process
    // (the same session may take a lock twice): queue them instead.
    withOwnerConnection(work) {
      const turn = queue.then(() => work(owner));
      queue = turn.then(
        () => undefined,
        () => undefined,
      );
      return turn;
    },
    ping: () => (closed ? Promise.resolve(false) : answers(client.query('select 1'))),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      await afterClose?.();
    },
  };
}

function createPostgresDatabase(connectionString: string, logger?: Logger): Database {
  const pool = new pg.Pool({
    connectionString,
    // Statements are written without waiting for the answer to the one before, so that a tenant
    // transaction's begin, settings, statement and commit share one network exchange (decision 087).
    pipeline: true,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    max: POOL_MAX,
  });
  // An idle client whose server went away (restart, failover) emits 'error'; without a
  // listener that would crash the process. The pool has already dropped that client and opens
  // fresh connections on demand, which is what lets it recover on its own.
  pool.on('error', () => {});
  // The pool listens only to idle clients. One the server ends while it is checked out (an
  // administrator's pg_terminate_backend, 57P01; a failover) between two statements of its work
  // would emit 'error' with no listener and end the process. Its work's next statement fails
  // instead, and the pool discards a client that is no longer queryable when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const logged = logger ? { logger } : {};
  const owner = drizzleNodePg({ client: pool, schema, ...logged }) as unknown as Drizzle;
  let closed = false;
  return {
    kind: 'postgres',
    owner,
    withTenant: postgresTenantTransactions(pool, owner),
    connectionStats: () => ({
      max: POOL_MAX,
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async withOwnerConnection(work) {
      const connection = await pool.connect();
      let failed = false;
      try {
        return await work(drizzleNodePg({ client: connection, schema, ...logged }) as unknown as Drizzle);
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // After a failure the session may still hold locks or settings: discard it.
        connection.release(failed);
      }
    },
    ping: () => (closed ? Promise.resolve(false) : answers(pool.query('select 1'))),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function answers(query: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([query.then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
