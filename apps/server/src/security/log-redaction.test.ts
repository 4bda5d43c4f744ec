import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../platform/http/log-serializers.ts';
import { createTestApp, type TestApp } from '../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/** What reaches the log: never a usable token from a URL, never a failed query's parameters. */
describe('V16.2.5 logs keep secrets and personal data out', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  const lines: string[] = [];
  const token = 'Zk3vQ9x_T2mN8pL4rS6uW1yA5cE7gI0kM3oQ5sU7wY9';
  const personal = 'jana.secret@example.test';

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp({
      database,
      logStream: { write: (line) => void lines.push(line) },
      routes: (app) => {
        // A query that fails with a person's address among its parameters.
        app.get('/api/test/failing-query', async () => {
          await database.owner.execute(sql`select * from no_such_table where email = ${personal}`);
          return {};
        });
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });

  it('V16.2.5 redacts tokens in reset, confirmation and invitation URLs and in the sign-in callback', () => {
    expect(redactUrl(`/oidc/reset/${token}?lang=en`)).toBe('/oidc/reset/[Redacted]?lang=en');
    expect(redactUrl(`/oidc/verify/${token}`)).toBe('/oidc/verify/[Redacted]');
    expect(redactUrl(`/respond-to-invite?token=${token}`)).toBe('/respond-to-invite?token=[Redacted]');
    expect(redactUrl('/authentication/login?code=abc&state=xyz&iss=x')).toBe(
      '/authentication/login?code=[Redacted]&state=[Redacted]&iss=x',
    );
    // Ids stay readable: they are what an operator searches for.
    expect(redactUrl('/api/Companies/00000000-0000-4000-8000-000000000001')).toBe(
      '/api/Companies/00000000-0000-4000-8000-000000000001',
    );
  });

  it('V16.2.5 the request log of a reset link carries no token', async () => {
    // The embedded provider's reset page is not a contract operation, so raw.
    await testApp.app.inject({ method: 'GET', url: `/oidc/reset/${token}?lang=en` });
    const logged = lines.join('\n');
    expect(logged).toContain('/oidc/reset/[Redacted]');
    expect(logged).not.toContain(token);
  });

  it('V16.2.5 a failed query is logged without its parameters', async () => {
    lines.length = 0;
    // A route only this test app has, not a contract operation, so raw.
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(response.statusCode).toBe(500);
    const logged = lines.join('\n');
    expect(logged).toContain('request failed');
    expect(logged).toContain('no_such_table');
    expect(logged).not.toContain(personal);
    expect(response.body).not.toContain(personal);
  });
});
