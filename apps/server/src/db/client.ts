import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, Drizzle, TenantContext, Transaction } from './database.ts';
import * as schema from './schema/index.ts';

export type DatabaseOptions = { databaseUrl?: string; dataDir: string } | { memory: true };

const PING_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 2_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens the database named by configuration: PostgreSQL through a `pg` pool when `databaseUrl`
 * is set, otherwise embedded PGlite with its files under `${dataDir}/pglite` (or in memory).
 * Does not migrate; see migrate.ts.
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if ('memory' in options) return createPgliteDatabase(await PGlite.create());
  if (options.databaseUrl) return createPostgresDatabase(options.databaseUrl);
  const directory = join(options.dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  return createPgliteDatabase(await PGlite.create(directory));
}

function createPgliteDatabase(client: PGlite): Database {
  // PgliteDatabase differs from the driver-neutral PgDatabase only in its result-type brand.
  const owner = drizzlePglite({ client, schema }) as unknown as Drizzle;
  let closed = false;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    owner,
    withTenant: (context, work) => runAsTenant(owner, context, work),
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
    },
  };
}

function createPostgresDatabase(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    max: 10,
  });
  // An idle client whose server went away (restart, failover) emits 'error'; without a
  // listener that would crash the process. The pool has already dropped that client and opens
  // fresh connections on demand, which is what lets it recover on its own.
  pool.on('error', () => {});
  const owner = drizzleNodePg({ client: pool, schema }) as unknown as Drizzle;
  let closed = false;
  return {
    kind: 'postgres',
    owner,
    withTenant: (context, work) => runAsTenant(owner, context, work),
    async withOwnerConnection(work) {
      const connection = await pool.connect();
      let failed = false;
      try {
        return await work(drizzleNodePg({ client: connection, schema }) as unknown as Drizzle);
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

async function runAsTenant<T>(
  owner: Drizzle,
  context: TenantContext,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const companyId = tenantValue(context.companyId, 'companyId');
  const userId = tenantValue(context.userId, 'userId');
  return owner.transaction(async (tx) => {
    // One round trip. set_config(..., true) is SET LOCAL: all three end with the transaction,
    // so a pooled connection never carries one request's tenant into the next.
    await tx.execute(
      sql`select set_config('app.company_id', ${companyId}, true), set_config('app.user_id', ${userId}, true), set_config('role', 'atrium_app', true)`,
    );
    return work(tx);
  });
}

/** Empty string for "no context" (the policies read '' as null); anything else must be a uuid. */
function tenantValue(value: string | null, name: string): string {
  if (value === null || value === '') return '';
  if (!UUID.test(value)) throw new TypeError(`Tenant context ${name} is not a uuid`);
  return value;
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
