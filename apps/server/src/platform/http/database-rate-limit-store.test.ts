import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/*
 * The sign-in limit (20 a minute per client address, modules/identity/operations.ts) counted in
 * the database: two instances on one database are one limit (decision 051). Runs on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL.
 */
const SIGN_IN_MAX = 20;

let database: TestDatabase;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  first = await createTestApp({ database });
  second = await createTestApp({ database });
}, 60_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.dispose();
});

// Raw: each request needs its own client address, which the typed helper does not set.
const signIn = (instance: TestApp, remoteAddress: string) =>
  instance.app.inject({ method: 'POST', url: '/api/openid/token-id', remoteAddress });
const refresh = (instance: TestApp, remoteAddress: string) =>
  instance.app.inject({ method: 'POST', url: '/api/account/refresh-token', remoteAddress });

describe('rate limits counted in the database', () => {
  it('two instances on one database share one sign-in limit per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_MAX; attempt += 1) {
      statuses.push((await signIn(attempt % 2 === 0 ? first : second, '192.0.2.10')).statusCode);
    }
    // Each instance saw only ten; together they used the limit up.
    expect(statuses).toEqual(Array(SIGN_IN_MAX).fill(401));
    for (const instance of [first, second]) {
      const limited = await signIn(instance, '192.0.2.10');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Another address and another limit (tokens) at the same address count on their own.
    expect((await signIn(second, '192.0.2.11')).statusCode).toBe(401);
    expect((await refresh(first, '192.0.2.10')).statusCode).toBe(401);
  });

  it('one instance alone still limits, and counts again once the window has passed', async () => {
    for (let attempt = 0; attempt < SIGN_IN_MAX; attempt += 1) {
      const answer = await signIn(first, '192.0.2.20');
      expect(answer.statusCode).toBe(401);
      expect(Number(answer.headers['x-ratelimit-remaining'])).toBe(SIGN_IN_MAX - attempt - 1);
    }
    expect((await signIn(first, '192.0.2.20')).statusCode).toBe(429);

    await database.owner.execute(
      sql`update rate_limit_counters set resets_at = now() - interval '1 second' where key like ${'%|192.0.2.20'}`,
    );
    const fresh = await signIn(first, '192.0.2.20');
    expect(fresh.statusCode).toBe(401);
    expect(Number(fresh.headers['x-ratelimit-remaining'])).toBe(SIGN_IN_MAX - 1);
  });

  it('follows the limits an operator set for an office behind one address', async () => {
    const office = await createTestApp({ database, env: { SIGN_IN_RATE_LIMIT: '3', TOKEN_RATE_LIMIT: '2' } });
    try {
      const signIns = [];
      for (let attempt = 0; attempt < 4; attempt += 1)
        signIns.push((await signIn(office, '192.0.2.30')).statusCode);
      expect(signIns).toEqual([401, 401, 401, 429]);
      const refreshes = [];
      for (let attempt = 0; attempt < 3; attempt += 1)
        refreshes.push((await refresh(office, '192.0.2.30')).statusCode);
      expect(refreshes).toEqual([401, 401, 429]);
    } finally {
      await office.close();
    }
  });

  it('keeps one row per limit and address', async () => {
    const result = await database.owner.execute<{ key: string; hits: number }>(
      sql`select key, hits from rate_limit_counters where key like ${'%|192.0.2.1_'} order by key`,
    );
    expect(result.rows).toEqual([
      { key: 'identity-sign-in|192.0.2.10', hits: SIGN_IN_MAX + 2 },
      { key: 'identity-sign-in|192.0.2.11', hits: 1 },
      { key: 'identity-token|192.0.2.10', hits: 1 },
    ]);
  });
});
