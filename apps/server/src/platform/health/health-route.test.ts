import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('GET /api/health', () => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp({ database });
  });
  afterAll(async () => {
    await testApp.close();
    await database.dispose();
  });

  it('answers 200 {"status":"ok"} while the database answers', async () => {
    // Raw requests in this file: the health route is not a contract operation.
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while the database does not, and 200 again once it is back', async () => {
    let up = false;
    const flaky: Database = { ...database, ping: async () => up };
    const flakyApp = await createTestApp({ database: flaky });
    try {
      const down = await flakyApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable' });

      up = true;
      const back = await flakyApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toEqual({ status: 'ok' });
    } finally {
      await flakyApp.close();
    }
  });
});
