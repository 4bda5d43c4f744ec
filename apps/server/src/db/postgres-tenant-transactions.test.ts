import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { companies } from './schema/index.ts';

let db: TestDatabase;
let companyA: string;
let companyB: string;
/** Writes of the pooled connections' sockets: each one is a network exchange the request waits on. */
let writes = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  const [a, b] = await db.owner
    .insert(companies)
    .values([{ name: 'A' }, { name: 'B' }])
    .returning();
  companyA = a!.id;
  companyB = b!.id;
  if (db.kind !== 'postgres') return;
  const pool = (db.owner as unknown as { $client: pg.Pool }).$client;
  const counted = new WeakSet<object>();
  pool.on('acquire', (client) => {
    const socket = (
      client as unknown as { connection: { stream: NodeJS.WritableStream & Record<string, unknown> } }
    ).connection.stream;
    if (counted.has(socket)) return;
    counted.add(socket);
    for (const method of ['_write', '_writev'] as const) {
      const original = socket[method] as (...args: unknown[]) => unknown;
      socket[method] = (...args: unknown[]) => {
        writes += 1;
        return original.apply(socket, args);
      };
    }
  });
});

afterAll(async () => {
  await db?.dispose();
});

interface SessionState extends Record<string, unknown> {
  role: string;
  company: string | null;
}

const sessionState = sql`select current_user as role, nullif(current_setting('app.company_id', true), '') as company`;

async function exchanges(work: () => Promise<unknown>): Promise<number> {
  const before = writes;
  await work();
  return writes - before;
}

describe('tenant transactions on PostgreSQL, sent ahead (decision 087)', () => {
  it('reads in one network exchange: begin, tenant settings, the statement and the commit', async (test) => {
    // The embedded engine has no network: its calls into the engine are counted in the benchmark.
    if (db.kind !== 'postgres') test.skip();
    const read = () =>
      db.withTenant({ companyId: companyA, userId: null }, (tx) => tx.select().from(companies));
    await read();
    expect(await exchanges(read)).toBe(1);
    expect(
      await exchanges(() =>
        db.withTenant({ companyId: companyA, userId: null }, async (tx) => {
          await tx.select().from(companies);
          await tx.update(companies).set({ name: 'A' }).where(eq(companies.id, companyA));
        }),
      ),
    ).toBe(3);
  });

  it('applies the tenant to every statement after a first plain read, not only to the first', async () => {
    const seen = await db.withTenant({ companyId: companyB, userId: null }, async (tx) => ({
      first: (await tx.execute<SessionState>(sessionState)).rows[0],
      names: (await tx.select({ name: companies.name }).from(companies)).map((row) => row.name),
      last: (await tx.execute<SessionState>(sessionState)).rows[0],
    }));
    expect(seen).toEqual({
      first: { role: 'atrium_app', company: companyB },
      names: ['B'],
      last: { role: 'atrium_app', company: companyB },
    });
  });

  it('runs a read that locks rows inside the work’s transaction, so the lock lasts until the end', async () => {
    const locked = await db.withTenant({ companyId: companyA, userId: null }, async (tx) => {
      const rows = await tx.execute(sql`select id from companies where id = ${companyA} for update`);
      const held = await tx.execute<{ locks: number }>(
        sql`select count(*)::int as locks from pg_locks where pid = pg_backend_pid() and locktype = 'transactionid'`,
      );
      return { rows: rows.rows.length, held: held.rows[0]?.locks };
    });
    expect(locked).toEqual({ rows: 1, held: 1 });
  });

  it('undoes a first write when the work fails later', async () => {
    await expect(
      db.withTenant({ companyId: companyA, userId: null }, async (tx) => {
        await tx.update(companies).set({ name: 'A undone' }).where(eq(companies.id, companyA));
        await tx.select().from(companies);
        throw new Error('the work fails after its write');
      }),
    ).rejects.toThrow('the work fails after its write');
    const [company] = await db.owner
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyA));
    expect(company?.name).toBe('A');
  });

  it('refuses a statement sent through the handle after its work has ended', async () => {
    let kept: Parameters<Parameters<TestDatabase['withTenant']>[1]>[0] | undefined;
    await db.withTenant({ companyId: companyA, userId: null }, async (tx) => {
      kept = tx;
      return tx.select().from(companies);
    });
    await expect(kept!.select().from(companies)).rejects.toThrow();
  });
});
