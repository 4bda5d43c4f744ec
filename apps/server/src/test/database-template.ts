import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrateIdp, type IdpDatabase } from '@atrium/idp';
import { compactForCopies } from '@atrium/idp/testing/pglite-template';
import {
  keptPgliteTemplate,
  keptPostgresTemplate,
  onServer as serverStatement,
  releasePgliteTemplate,
  releasePostgresTemplate,
  templateFingerprint,
} from '@atrium/idp/testing/template-cache';
import { giveTemplateKeys } from '@atrium/idp/testing/template-keys';
import { createDatabase } from '../db/client.ts';
import type { Database } from '../db/database.ts';
import { MIGRATIONS_FOLDER, migrateDatabase, withMigrationLock } from '../db/migrate.ts';

/** The embedded provider's migrations and test helpers, whose output is part of the template. */
const IDP_FOLDER = join(import.meta.dirname, '..', '..', '..', 'idp');
const IDP_MIGRATIONS_FOLDER = join(IDP_FOLDER, 'migrations');
const IDP_TEST_FOLDER = join(IDP_FOLDER, 'src', 'test');

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

/** What decides a template's content: any change to these builds a new one (template-cache.ts). */
const fingerprint = () =>
  templateFingerprint(
    [
      MIGRATIONS_FOLDER,
      IDP_MIGRATIONS_FOLDER,
      import.meta.filename,
      join(import.meta.dirname, '..', 'db', 'migrate.ts'),
      join(IDP_TEST_FOLDER, 'template-keys.ts'),
      join(IDP_TEST_FOLDER, 'pglite-template.ts'),
    ],
    ['@electric-sql/pglite', 'drizzle-orm'],
  );

/** Runs every migration once on an in-memory PGlite and dumps its data directory to a file. */
export async function buildPgliteTemplate(): Promise<DatabaseTemplate> {
  const file = await keptPgliteTemplate('atrium-template', fingerprint(), async () => {
    const database = await createDatabase({ memory: true });
    try {
      await migrateAll(database);
      const client = (database.owner as unknown as { $client: PGlite }).$client;
      await compactForCopies(client);
      // Uncompressed: every test file loads it, and gunzip would cost more than the disk read.
      const dump = await client.dumpDataDir('none');
      return Buffer.from(await dump.arrayBuffer());
    } finally {
      await database.close();
    }
  });
  return { kind: 'pglite', file };
}

/** Runs every migration once on a new PostgreSQL database that test files copy. */
export async function buildPostgresTemplate(serverUrl: string): Promise<DatabaseTemplate> {
  const name = await keptPostgresTemplate(serverUrl, 'atrium_template', fingerprint(), async (building) => {
    await onServer(serverUrl, `create database "${building}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await createDatabase({ databaseUrl: url.href, dataDir: '' });
    try {
      await migrateAll(database);
    } catch (error) {
      await database.close();
      await onServer(serverUrl, `drop database if exists "${building}" with (force)`);
      throw error;
    }
    // A template may have no open sessions while it is copied.
    await database.close();
  });
  return { kind: 'postgres', name };
}

/** Ends a run's use of its template: removed, unless it is kept for the next run. */
export async function releaseTemplate(
  template: DatabaseTemplate,
  serverUrl: string | undefined,
): Promise<void> {
  if (template.kind === 'pglite') await releasePgliteTemplate(template.file);
  else if (serverUrl) await releasePostgresTemplate(serverUrl, template.name);
}

/** One statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  await serverStatement(serverUrl, statement);
}
