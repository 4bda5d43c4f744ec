import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logout } from '@atrium/contract/identity-operations';
import { operations } from '@atrium/contract/operations';
import { isSameOriginCheck } from '../platform/http/same-origin-check.ts';
import type { AnyModuleOperation, Deps, ModuleOperations } from '../platform/operations/module-operations.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../platform/testing/test-app.ts';
import { inject } from '../test/inject.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/*
 * The refresh cookie is SameSite=Strict, but a page on another port of the same host is the
 * same *site* and its requests carry it. Every operation that reads or changes the cookie checks
 * the Origin the browser names. Which operations those are is read from the modules' operation
 * tables (every modules/<m>/operations.ts): the rows whose guards include the same-origin check,
 * so a cookie operation added later is tried here without editing this file.
 */
const MODULES_DIR = path.resolve(import.meta.dirname, '../modules');

const isRow = (value: unknown): value is AnyModuleOperation =>
  typeof value === 'object' && value !== null && 'operation' in value;

async function moduleTables(): Promise<ModuleOperations[]> {
  const tables: ModuleOperations[] = [];
  for (const module of readdirSync(MODULES_DIR)) {
    const file = path.join(MODULES_DIR, module, 'operations.ts');
    if (!existsSync(file)) continue;
    for (const value of Object.values((await import(file)) as Record<string, unknown>)) {
      if (typeof value === 'object' && value !== null && Object.values(value).every(isRow)) {
        tables.push(value as ModuleOperations);
      }
    }
  }
  return tables;
}

// Guards are made from an app (rate limits) and the platform (config); a stand-in app suffices to
// see which checks a row asks for.
const PUBLIC_URL = 'https://atrium.example';
const standInApp = new Proxy({}, { get: () => () => async () => {} }) as unknown as FastifyInstance;
const platform = { config: loadConfig({ PUBLIC_URL }) } as unknown as Deps;
const GUARDED: { path: string; method: string }[] = [];
for (const table of await moduleTables()) {
  for (const row of Object.values(table)) {
    if ((row.guards?.(standInApp, platform) ?? []).some(isSameOriginCheck)) GUARDED.push(row.operation);
  }
}
const GUARDED_PATHS = GUARDED.map((operation) => operation.path).sort();

describe('V3.5.1 cookie-authenticated operations check the Origin', () => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp({ database, env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });

  // Raw: these walk paths (the guarded ones, every other operation with placeholder ids) and
  // set the Origin and cookie headers themselves.
  const post = (url: string, headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { cookie: `atrium_refresh=${'A'.repeat(43)}`, ...headers },
    });

  it('V3.5.1 the operations tables guard every operation of the refresh cookie', () => {
    expect(GUARDED_PATHS).toEqual(
      expect.arrayContaining([
        '/api/account/refresh-token',
        '/api/account/logout',
        '/api/account/logout-everywhere',
        '/api/Companies/choose',
        '/api/openid/token-id',
      ]),
    );
  });

  // A cookie operation added without the guard would still touch the cookie for a foreign page.
  it('V3.5.1 no other operation sets or clears the refresh cookie for a page of another origin', async () => {
    const touched: string[] = [];
    for (const operation of operations) {
      if (operation.method === 'GET' || GUARDED_PATHS.includes(operation.path)) continue;
      const url = operation.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const response = await testApp.app.inject({
        method: operation.method,
        url,
        headers: { cookie: `atrium_refresh=${'A'.repeat(43)}`, origin: 'https://atrium.example:8443' },
      });
      const cookies = [response.headers['set-cookie'] ?? []].flat();
      if (cookies.some((cookie) => cookie.startsWith('atrium_refresh='))) touched.push(operation.operationId);
    }
    expect(touched).toEqual([]);
  });

  it.each(GUARDED_PATHS)('V3.5.1 %s refuses a page on another port of the same host (403)', async (url) => {
    const response = await post(url, { origin: 'https://atrium.example:8443' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each(GUARDED_PATHS)(
    'V3.5.1 %s refuses a same-site request that names no origin but its site',
    async (url) => {
      const response = await post(url, { 'sec-fetch-site': 'same-site' });
      expect(response.statusCode).toBe(403);
    },
  );

  it('V3.5.1 the web app itself is let through (logout answers 204 and clears the cookie)', async () => {
    const response = await post('/api/account/logout', {
      origin: 'https://atrium.example',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(204);
  });

  it('V3.5.1 the Vite dev server is trusted only when npm run dev names it', async () => {
    const fromVite = await post('/api/account/logout', { origin: 'http://localhost:5173' });
    expect(fromVite.statusCode).toBe(403);
    const dev = await createTestApp({
      database,
      env: { PUBLIC_URL: 'https://atrium.example', DEV_WEB_ORIGIN: 'http://localhost:5173' },
    });
    try {
      const response = await inject(dev.app, logout, { headers: { origin: 'http://localhost:5173' } });
      expect(response.statusCode).toBe(204);
    } finally {
      await dev.close();
    }
  });
});
