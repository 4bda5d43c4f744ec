import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';

/** apps/server/migrations, found from this file so that the working directory does not matter. */
export const MIGRATIONS_FOLDER = join(import.meta.dirname, '..', '..', 'migrations');

/** Any fixed key works as long as every instance uses the same one. */
const MIGRATION_LOCK_KEY = 7_268_492_001;
const lockKey = sql.raw(String(MIGRATION_LOCK_KEY));

type MigrationSession = Parameters<PgDialect['migrate']>[1];

/**
 * Runs `work` on one owner session holding the migration advisory lock. Several instances starting
 * at once take turns: drizzle reads the last applied migration before it opens its transaction,
 * so without the lock two instances could both apply the same migration. The embedded identity
 * provider's migrations run under the same lock.
 */
export async function withMigrationLock<T>(
  database: Database,
  work: (session: Parameters<Parameters<Database['withOwnerConnection']>[0]>[0]) => Promise<T>,
): Promise<T> {
  return database.withOwnerConnection(async (session) => {
    await session.execute(sql`select pg_advisory_lock(${lockKey})`);
    try {
      return await work(session);
    } finally {
      await session.execute(sql`select pg_advisory_unlock(${lockKey})`);
    }
  });
}

/** Applies the pending migrations of apps/server/migrations, under the migration lock. */
export async function migrateDatabase(
  database: Database,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await withMigrationLock(database, async (session) => {
    // The driver-specific migrate() helpers do exactly this; calling the dialect directly
    // keeps one code path for PGlite and node-postgres.
    await new PgDialect().migrate(migrations, session._.session as unknown as MigrationSession, {
      migrationsFolder,
    });
  });
}
