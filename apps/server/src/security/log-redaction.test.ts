import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@atrium/contract/operations';
import { SECRET_PATH_ROUTES, SECRET_QUERY_PARAMS, redactUrl } from '../platform/http/log-serializers.ts';
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

  it('V16.2.5 the request log of a calendar feed read carries no secret', async () => {
    lines.length = 0;
    // The feed is outside the API (no contract operation), so raw; a 404 read is logged the same.
    const company = '00000000-0000-4000-8000-000000000001';
    await testApp.app.inject({ method: 'GET', url: `/feeds/absence/${company}/${token}.ics` });
    const logged = lines.join('\n');
    expect(logged).toContain(`/feeds/absence/${company}/[Redacted]`);
    expect(logged).not.toContain(token);
  });

  it('V16.2.5 every route whose address can carry a secret has it redacted in the log', () => {
    // Each parameter of each route the server serves is an id (what an operator searches for), a
    // name known to be harmless, or a secret listed in SECRET_PATH_ROUTES: a new route with a
    // secret in its path fails here until the log hides it.
    const harmless = new Set(['languageIsoCode', 'key', 'part', 'version']);
    const unlisted: string[] = [];
    const routes = servedRoutes(testApp.app.printRoutes({ commonPrefix: false }));
    expect(routes).toContain('/feeds/absence/:companyId/:file');
    expect(routes).toContain('/api/CompanyInvites/:inviteId');
    for (const route of routes) {
      for (const name of pathParams(route)) {
        if (name.endsWith('Id') || harmless.has(name)) continue;
        const listed = SECRET_PATH_ROUTES.find((secret) => secret.route === route);
        if (!listed?.secrets.includes(name)) unlisted.push(`${route} :${name}`);
      }
    }
    expect(unlisted).toEqual([]);
    // Every listed route hides its secret, whatever the secret's shape.
    for (const { route, secrets } of SECRET_PATH_ROUTES) {
      const url = route.replace(/:([A-Za-z]+)/g, (_all, name: string) =>
        secrets.includes(name) ? `short-${name}.ics` : '00000000-0000-4000-8000-000000000001',
      );
      expect(redactUrl(`${url}?lang=en`), route).not.toMatch(/short-/);
      expect(redactUrl(url.replace(/short-[a-z]+/g, token)), route).not.toContain(token);
    }
    // A query parameter of any operation named like a secret is redacted by name.
    const secretName = /token|secret|code|password|endpoint|signature|key$/i;
    for (const operation of operations) {
      const shape = (operation.request?.query as { shape?: object } | undefined)?.shape ?? {};
      for (const name of Object.keys(shape).filter((key) => secretName.test(key))) {
        expect(SECRET_QUERY_PARAMS.has(name.toLowerCase()), `${operation.operationId} ?${name}`).toBe(true);
        expect(redactUrl(`${operation.path}?${name}=abc`)).toContain(`${name}=[Redacted]`);
      }
    }
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

/** The full path of every route in Fastify's route tree (printRoutes without common prefixes). */
function servedRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    stack.length = (match[1] ?? '').length / 4;
    stack.push(match[2] ?? '');
    if (match[3]) routes.push(stack.join(''));
  }
  return routes;
}

const pathParams = (route: string): string[] =>
  [...route.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
