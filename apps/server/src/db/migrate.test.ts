import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createDatabase } from './client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(); // already migrated once
});
afterAll(async () => {
  await db?.dispose();
});

/** The committed migrations plus one that creates a table and then fails. */
async function brokenMigrationsFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'atrium-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const last = journal.entries.at(-1)!;
  const broken = {
    idx: journal.entries.length,
    version: '7',
    when: last.when + 1,
    tag: '9999_broken',
    breakpoints: true,
  };
  await writeFile(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: [...journal.entries, broken] }),
  );
  await writeFile(
    join(folder, '9999_broken.sql'),
    'CREATE TABLE half_done (id int);\n--> statement-breakpoint\nSELECT 1 / 0;',
  );
  return folder;
}

async function applied(): Promise<number> {
  const result = await db.owner.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]!.count;
}

async function tables(): Promise<string[]> {
  const result = await db.owner.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return result.rows.map((row) => row.name);
}

describe('migrateDatabase', () => {
  it('finds the committed migrations next to the source, whatever the working directory', () => {
    expect(MIGRATIONS_FOLDER.endsWith(join('apps', 'server', 'migrations'))).toBe(true);
    expect(journal.entries.map((entry) => entry.tag)).toContain('0000_roles');
  });

  it('applies every migration once', async () => {
    expect(await applied()).toBe(journal.entries.length);
    expect(await tables()).toEqual(
      expect.arrayContaining(['users', 'companies', 'company_members', 'audit_log']),
    );
  });

  it('is a no-op when run again, also by several callers at once', async () => {
    const before = await tables();
    await migrateDatabase(db);
    await Promise.all([migrateDatabase(db), migrateDatabase(db), migrateDatabase(db)]);
    expect(await applied()).toBe(journal.entries.length);
    expect(await tables()).toEqual(before);
  });

  it('rolls back and releases its advisory lock when a migration fails', async () => {
    const folder = await brokenMigrationsFolder();
    try {
      await expect(migrateDatabase(db, folder)).rejects.toThrow();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    expect(await tables()).not.toContain('half_done');
    // pg_locks is server-wide: on PostgreSQL other test files' databases hold advisory locks of
    // their own (the job queue's), so look only at this database and the migration lock's key.
    const held = await db.owner.execute<{ count: number }>(
      sql`select count(*)::int as count from pg_locks
          where locktype = 'advisory' and granted
            and database = (select oid from pg_database where datname = current_database())
            and ((classid::bigint << 32) | objid::bigint) = 7268492001`,
    );
    expect(held.rows[0]!.count).toBe(0);
    await migrateDatabase(db);
    expect(await applied()).toBe(journal.entries.length);
  });
});

describe.skipIf(!serverUrl)('migrateDatabase on PostgreSQL', () => {
  it('lets several instances start on one empty database at the same time', async () => {
    const name = `atrium_t_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await onServer(`create database "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const instances = await Promise.all(
      [1, 2, 3].map(() => createDatabase({ databaseUrl: url.href, dataDir: '' })),
    );
    try {
      await Promise.all(instances.map((instance) => migrateDatabase(instance)));
      const count = await instances[0]!.owner.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(count.rows[0]!.count).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await onServer(`drop database if exists "${name}" with (force)`);
    }
  });
});

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
