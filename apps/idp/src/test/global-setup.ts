import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { IdpDatabase } from '../database.ts';
import { migrateIdp } from '../migrate.ts';
import { onServer, type IdpDatabaseTemplate } from './harness.ts';
import { compactForCopies } from './pglite-template.ts';
import {
  keptPgliteTemplate,
  keptPostgresTemplate,
  releasePgliteTemplate,
  releasePostgresTemplate,
  templateFingerprint,
} from './template-cache.ts';
import { giveTemplateKeys } from './template-keys.ts';

/**
 * Vitest global setup: runs the provider's migrations once per test run into a template that
 * every provider test file copies (freshDatabase): a dumped PGlite data directory, or a PostgreSQL
 * database used as `CREATE DATABASE … TEMPLATE` when the project sets TEST_DATABASE_URL. Outside
 * CI the template is kept for the next run while its migrations stay as they are (template-cache.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = project.config.env.TEST_DATABASE_URL || undefined;
  const template = serverUrl ? await postgresTemplate(serverUrl) : await pgliteTemplate();
  project.provide('idpDatabaseTemplate', template);
  return async () => {
    if (template.kind === 'pglite') await releasePgliteTemplate(template.file);
    else if (serverUrl) await releasePostgresTemplate(serverUrl, template.name);
  };
}

/** What decides the template's content: any change to these builds a new one (template-cache.ts). */
const fingerprint = () =>
  templateFingerprint(
    [
      fileURLToPath(new URL('../../migrations', import.meta.url)),
      import.meta.filename,
      join(import.meta.dirname, '..', 'migrate.ts'),
      join(import.meta.dirname, 'template-keys.ts'),
      join(import.meta.dirname, 'pglite-template.ts'),
    ],
    ['@electric-sql/pglite', 'drizzle-orm'],
  );

async function pgliteTemplate(): Promise<IdpDatabaseTemplate> {
  const file = await keptPgliteTemplate('atrium-idp-template', fingerprint(), async () => {
    const client = new PGlite();
    try {
      const db = drizzle({ client }) as unknown as IdpDatabase;
      await migrateIdp(db);
      await giveTemplateKeys(db);
      await compactForCopies(client);
      const dump = await client.dumpDataDir('none');
      return Buffer.from(await dump.arrayBuffer());
    } finally {
      await client.close();
    }
  });
  return { kind: 'pglite', file };
}

async function postgresTemplate(serverUrl: string): Promise<IdpDatabaseTemplate> {
  const name = await keptPostgresTemplate(
    serverUrl,
    'atrium_idp_template',
    fingerprint(),
    async (building) => {
      await onServer(serverUrl, `create database "${building}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const pool = new pg.Pool({ connectionString: url.href, max: 1 });
      // pool.end() resolves before its connection has closed; a forced drop may terminate it.
      pool.on('error', () => {});
      try {
        const db = drizzlePg({ client: pool }) as unknown as IdpDatabase;
        await migrateIdp(db);
        await giveTemplateKeys(db);
      } catch (error) {
        await pool.end();
        await onServer(serverUrl, `drop database if exists "${building}" with (force)`);
        throw error;
      }
      // A template may have no open sessions while it is copied.
      await pool.end();
    },
  );
  return { kind: 'postgres', name };
}
