import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../db/client.ts';
import type { Database } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';

export type TestDatabase = Database & { dispose(): Promise<void> };

/**
 * A fresh, migrated, empty database for one test file: PGlite in memory, or, when
 * TEST_DATABASE_URL is set, a new database `atrium_t_<random>` on that PostgreSQL server,
 * dropped again by dispose().
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await createDatabase({ memory: true });
    await migrateDatabase(database);
    return { ...database, dispose: () => database.close() };
  }

  const name = `atrium_t_${randomBytes(6).toString('hex')}`;
  // The name is generated above, never input, so quoting it as an identifier is enough.
  await onServer(serverUrl, `create database "${name}"`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: databaseUrl.href, dataDir: '' });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  return {
    ...database,
    async dispose() {
      await database.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
