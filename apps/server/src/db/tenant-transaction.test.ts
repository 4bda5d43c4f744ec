import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { companies } from './schema/index.ts';
import { tenantSettingsSql } from './tenant-transaction.ts';

let db: TestDatabase;
let companyA: string;
let companyB: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const [a, b] = await db.owner
    .insert(companies)
    .values([{ name: 'A' }, { name: 'B' }])
    .returning();
  companyA = a!.id;
  companyB = b!.id;
});

afterAll(async () => {
  await db?.dispose();
});

interface SessionState extends Record<string, unknown> {
  role: string;
  company: string | null;
}

const sessionState = sql`select current_user as role, nullif(current_setting('app.company_id', true), '') as company`;

describe('tenant transactions', () => {
  it('writes only a uuid or nothing into the settings statement', () => {
    expect(tenantSettingsSql({ companyId: null, userId: '' })).toContain(
      "set_config('app.company_id', '', true), set_config('app.user_id', '', true)",
    );
    expect(() => tenantSettingsSql({ companyId: "'; drop table companies; --", userId: null })).toThrow(
      /companyId is not a uuid/,
    );
    expect(() =>
      tenantSettingsSql({ companyId: null, userId: "0b9c3a8e-3f7e-4d1c-9a57-6d7f0f3a1b21'" }),
    ).toThrow(/userId is not a uuid/);
  });

  it('acts as the tenant role with the tenant settings inside, and sees that company only', async () => {
    const seen = await db.withTenant({ companyId: companyA, userId: null }, async (tx) => ({
      state: (await tx.execute<SessionState>(sessionState)).rows[0],
      names: (await tx.select({ name: companies.name }).from(companies)).map((row) => row.name),
    }));
    expect(seen.state).toEqual({ role: 'atrium_app', company: companyA });
    expect(seen.names).toEqual(['A']);
  });

  it('leaves no tenant, role or open transaction on the connections it returns', async () => {
    // More tenant transactions at once than the pool has connections, so every pooled
    // connection has served one before the owner reads its state.
    await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        db.withTenant({ companyId: index % 2 ? companyA : companyB, userId: null }, (tx) =>
          tx.select().from(companies),
        ),
      ),
    );
    const states = await Promise.all(
      Array.from({ length: 12 }, () => db.owner.execute<SessionState>(sessionState)),
    );
    for (const state of states) expect(state.rows[0]?.company).toBeNull();
    expect(new Set(states.map((state) => state.rows[0]?.role)).has('atrium_app')).toBe(false);
  });

  it('rolls back and cleans the connection when the work fails, including a failed statement', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await expect(
        db.withTenant({ companyId: companyA, userId: null }, async (tx) => {
          await tx.execute(sql`select 1 / 0`);
        }),
      ).rejects.toThrow();
    }
    const next = await db.withTenant({ companyId: companyB, userId: null }, async (tx) => ({
      state: (await tx.execute<SessionState>(sessionState)).rows[0],
      names: (await tx.select({ name: companies.name }).from(companies)).map((row) => row.name),
    }));
    expect(next).toEqual({ state: { role: 'atrium_app', company: companyB }, names: ['B'] });
  });

  it('keeps nested transactions (savepoints) working on the reused handle', async () => {
    const names = await db.withTenant({ companyId: companyA, userId: null }, async (tx) => {
      await expect(
        tx.transaction(async (inner) => {
          await inner.update(companies).set({ name: 'A renamed' });
          throw new Error('undo the inner part');
        }),
      ).rejects.toThrow('undo the inner part');
      return (await tx.select({ name: companies.name }).from(companies)).map((row) => row.name);
    });
    expect(names).toEqual(['A']);
  });
});
