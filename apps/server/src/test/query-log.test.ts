import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema/index.ts';
import { createQueryLog } from './query-log.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const log = createQueryLog();
let database: TestDatabase;
let tracked: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ logger: log.logger });
  tracked = log.track(database);
});
afterAll(async () => {
  await database?.dispose();
});

describe('query log', () => {
  it('tells the statements of a tenant transaction from the owner connection’s', async () => {
    log.reset();
    await tracked.owner.insert(companies).values({ name: 'Logged' });
    await tracked.withTenant({ companyId: null, userId: null }, async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
    });
    expect(log.statements).toHaveLength(3);
    expect(log.statements[0]).toMatch(/^insert into "companies"/);
    expect(log.tenantStatements).toEqual(['select 1', 'select 2']);
    expect(log.transactions).toBe(1);
    expect(log.count).toBe(3);
    expect(log.total).toBe(4);
  });

  it('starts again from nothing after reset', async () => {
    await tracked.withTenant({ companyId: null, userId: null }, (tx) => tx.execute(sql`select 1`));
    log.reset();
    expect([log.statements.length, log.tenantStatements.length, log.transactions, log.count]).toEqual([
      0, 0, 0, 0,
    ]);
  });
});
