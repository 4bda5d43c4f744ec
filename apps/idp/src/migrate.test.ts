import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdpDatabase } from './database.ts';
import { migrateIdp } from './migrate.ts';
import { freshDatabase } from './test/harness.ts';

let db: IdpDatabase;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  db = fresh.db;
  closeDb = fresh.close;
});

afterAll(() => closeDb());

// Both drivers answer execute() with an object carrying `rows`.
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('migrateIdp', () => {
  it('keeps its own migrations table and schema, and is idempotent', async () => {
    await migrateIdp(db);
    const tables = await rows<{ table_schema: string; table_name: string }>(
      sql`select table_schema, table_name from information_schema.tables
          where table_schema in ('idp', 'drizzle', 'public') order by 1, 2`,
    );
    expect(tables.map((r) => `${r.table_schema}.${r.table_name}`)).toEqual([
      'drizzle.__idp_migrations',
      'idp.account_tokens',
      'idp.accounts',
      'idp.keys',
      'idp.oidc_payloads',
      'idp.sign_in_attempts',
      'idp.throttle_events',
    ]);
    const applied = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__idp_migrations`);
    expect(applied[0]?.n).toBe(2);
  });

  it('stores emails lower-cased only, once', async () => {
    await expect(
      db.execute(
        sql`insert into idp.accounts (id, email, password_hash) values (gen_random_uuid(), 'Upper@x.test', 'h')`,
      ),
    ).rejects.toThrow();
    await db.execute(
      sql`insert into idp.accounts (id, email, password_hash) values (gen_random_uuid(), 'a@x.test', 'h')`,
    );
    await expect(
      db.execute(
        sql`insert into idp.accounts (id, email, password_hash) values (gen_random_uuid(), 'a@x.test', 'h')`,
      ),
    ).rejects.toThrow();
  });
});
