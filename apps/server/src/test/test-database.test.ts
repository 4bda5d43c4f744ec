import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.dispose();
});

async function databaseName(database: TestDatabase): Promise<string> {
  const result = await database.owner.execute<{ name: string }>(sql`select current_database() as name`);
  return result.rows[0]!.name;
}

describe('createTestDatabase', () => {
  it('gives a migrated, empty database on the driver the environment selects', async () => {
    expect(db.kind).toBe(serverUrl ? 'postgres' : 'pglite');
    expect(await db.owner.select().from(companies)).toEqual([]);
    expect(await db.ping()).toBe(true);
  });

  it('gives every caller its own database, and dispose closes it', async () => {
    const other = await createTestDatabase();
    await other.owner.insert(companies).values({ name: 'Only in the other one' });
    expect(await db.owner.select().from(companies)).toEqual([]);
    const otherName = await databaseName(other);
    if (serverUrl) {
      expect(otherName).toMatch(/^atrium_t_[0-9a-f]{12}$/);
      expect(otherName).not.toBe(await databaseName(db));
    }
    await other.dispose();
    expect(await other.ping()).toBe(false);
    if (serverUrl) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const left = await admin.query('select 1 from pg_database where datname = $1', [otherName]);
      await admin.end();
      expect(left.rowCount).toBe(0);
    }
  });
});
