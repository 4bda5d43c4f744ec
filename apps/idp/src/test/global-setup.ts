import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { IdpDatabase } from '../database.ts';
import { migrateIdp } from '../migrate.ts';
import { onServer, type IdpDatabaseTemplate } from './harness.ts';
import { compactForCopies } from './pglite-template.ts';
import { giveTemplateKeys } from './template-keys.ts';

/**
 * Vitest global setup: runs the provider's migrations once per test run into a template that
 * every provider test file copies (freshDatabase): a dumped PGlite data directory, or a PostgreSQL
 * database used as `CREATE DATABASE … TEMPLATE` when the project sets TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = project.config.env.TEST_DATABASE_URL || undefined;
  const template = serverUrl ? await postgresTemplate(serverUrl) : await pgliteTemplate();
  project.provide('idpDatabaseTemplate', template);
  return async () => {
    if (template.kind === 'pglite') await rm(template.file, { force: true });
    else if (serverUrl) await onServer(serverUrl, `drop database if exists "${template.name}" with (force)`);
  };
}

async function pgliteTemplate(): Promise<IdpDatabaseTemplate> {
  const client = new PGlite();
  try {
    const db = drizzle({ client }) as unknown as IdpDatabase;
    await migrateIdp(db);
    await giveTemplateKeys(db);
    await compactForCopies(client);
    const dump = await client.dumpDataDir('none');
    const file = join(tmpdir(), `atrium-idp-template-${randomBytes(6).toString('hex')}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { kind: 'pglite', file };
  } finally {
    await client.close();
  }
}

async function postgresTemplate(serverUrl: string): Promise<IdpDatabaseTemplate> {
  // The name is generated here, never input, so quoting it as an identifier is enough.
  const name = `atrium_idp_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.href, max: 1 });
  // pool.end() resolves before its connection has closed; a forced drop may terminate it.
  pool.on('error', () => {});
  try {
    const db = drizzlePg({ client: pool }) as unknown as IdpDatabase;
    await migrateIdp(db);
    await giveTemplateKeys(db);
  } catch (error) {
    await pool.end();
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  // A template may have no open sessions while it is copied.
  await pool.end();
  return { kind: 'postgres', name };
}
