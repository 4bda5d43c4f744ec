import { randomBytes } from 'node:crypto';
import type { Logger } from 'drizzle-orm';
import { inject } from 'vitest';
import { readPgliteTemplate } from '@atrium/idp/testing/pglite-template';
import { createDatabase } from '../db/client.ts';
import type { Database } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { onServer, type DatabaseTemplate } from './database-template.ts';

export type TestDatabase = Database & { dispose(): Promise<void> };

export interface TestDatabaseOptions {
  /** Drizzle's query logger: sees every statement the database runs (see query-log.ts). */
  logger?: Logger;
}

/**
 * A fresh, migrated, empty database for one test file: PGlite in memory, or, when
 * TEST_DATABASE_URL is set, a new database `atrium_t_<random>` on that PostgreSQL server,
 * dropped again by dispose(). Both are copies of the template the global setup migrated once
 * (global-setup.ts); without one (a runner that skips it) the migrations run here.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const template = providedTemplate();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const loadDataDir = template?.kind === 'pglite' ? await readPgliteTemplate(template.file) : undefined;
    const database = await createDatabase({
      memory: true,
      ...(loadDataDir ? { loadDataDir } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    });
    if (!loadDataDir) await migrateDatabase(database);
    return { ...database, dispose: () => database.close() };
  }

  const name = `atrium_t_${randomBytes(6).toString('hex')}`;
  const copyOf = template?.kind === 'postgres' ? template.name : undefined;
  // Both names are generated, never input, so quoting them as identifiers is enough.
  await createDatabaseOnServer(serverUrl, name, copyOf);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  // A test database need not survive a crash: commits do not wait for the write-ahead log to
  // reach the disk.
  databaseUrl.searchParams.set('options', '-c synchronous_commit=off');
  const database = await createDatabase({
    databaseUrl: databaseUrl.href,
    dataDir: '',
    ...(options.logger ? { logger: options.logger } : {}),
  });
  try {
    if (!copyOf) await migrateDatabase(database);
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

function providedTemplate(): DatabaseTemplate | undefined {
  return (inject('serverDatabaseTemplate') as DatabaseTemplate | undefined) ?? undefined;
}

/**
 * CREATE DATABASE … TEMPLATE refuses while another session is connected to the template
 * (SQLSTATE 55006); two copies starting at the same moment can see each other, so try again.
 */
async function createDatabaseOnServer(serverUrl: string, name: string, template?: string): Promise<void> {
  const statement = template
    ? `create database "${name}" template "${template}"`
    : `create database "${name}"`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onServer(serverUrl, statement);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
