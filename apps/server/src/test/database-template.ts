import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrateIdp, type IdpDatabase } from '@atrium/idp';
import { compactForCopies } from '@atrium/idp/testing/pglite-template';
import { giveTemplateKeys } from '@atrium/idp/testing/template-keys';
import { createDatabase } from '../db/client.ts';
import type { Database } from '../db/database.ts';
import { migrateDatabase, withMigrationLock } from '../db/migrate.ts';

/**
 * A migrated, empty database that each test file copies instead of migrating its own: the dump of
 * a PGlite data directory (a tar file), or a PostgreSQL database used as `CREATE DATABASE … TEMPLATE`.
 */
export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The API's database template (its migrations and the embedded provider's), per test run. */
    serverDatabaseTemplate: DatabaseTemplate;
  }
}

/**
 * The API's migrations, then the embedded provider's, the way the server itself starts, and the
 * provider's keys, as its first start makes them.
 */
async function migrateAll(database: Database): Promise<void> {
  await migrateDatabase(database);
  await withMigrationLock(database, (session) => migrateIdp(session as unknown as IdpDatabase));
  await giveTemplateKeys(database.owner as unknown as IdpDatabase);
}

/** Runs every migration once on an in-memory PGlite and writes its data directory to a file. */
export async function buildPgliteTemplate(): Promise<DatabaseTemplate> {
  const database = await createDatabase({ memory: true });
  try {
    await migrateAll(database);
    const client = (database.owner as unknown as { $client: PGlite }).$client;
    await compactForCopies(client);
    // Uncompressed: every test file loads it, and gunzip would cost more than the disk read.
    const dump = await client.dumpDataDir('none');
    const file = join(tmpdir(), `atrium-template-${randomBytes(6).toString('hex')}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { kind: 'pglite', file };
  } finally {
    await database.close();
  }
}

/** Runs every migration once on a new PostgreSQL database that test files copy. */
export async function buildPostgresTemplate(serverUrl: string): Promise<DatabaseTemplate> {
  const name = `atrium_template_${randomBytes(6).toString('hex')}`;
  // The name is generated above, never input, so quoting it as an identifier is enough.
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.href, dataDir: '' });
  try {
    await migrateAll(database);
  } catch (error) {
    await database.close();
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  // A template may have no open sessions while it is copied.
  await database.close();
  return { kind: 'postgres', name };
}

export async function dropPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
}

/** One statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
