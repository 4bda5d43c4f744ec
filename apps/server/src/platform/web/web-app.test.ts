import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { isServerPath } from './web-app.ts';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

describe('web app', () => {
  let database: TestDatabase;
  let distDir: string;
  let built: TestApp;
  let unbuilt: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    distDir = await mkdtemp(path.join(tmpdir(), 'atrium-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), INDEX);
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    built = await createTestApp({ database, webDistDir: distDir });
    unbuilt = await createTestApp({ database });
  });
  afterAll(async () => {
    await built.close();
    await unbuilt.close();
    await database.dispose();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves index.html at the root, revalidated each time', async () => {
    // Raw requests in this file: pages, assets and unknown paths, not contract operations.
    const response = await built.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client routes, so they deep-link', async () => {
    for (const url of [
      '/admin/users/personal-information',
      '/current-company-info/settings?tab=1',
      '/absence/planner/',
    ]) {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('serves hashed assets with a long immutable cache and other files revalidated', async () => {
    const asset = await built.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const favicon = await built.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing hashed asset instead of the page', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
  });

  it('never answers an API path with the page', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/Unknown/path' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('does not serve files outside the dist folder', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(response.body).not.toContain('root:');
  });

  it('says how to build the web app when there is no build', async () => {
    const response = await unbuilt.app.inject({ method: 'GET', url: '/company-choose' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('not built');
    expect(response.body).toContain('npm run build');

    const api = await unbuilt.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });
});

describe('isServerPath', () => {
  it('claims /api and /oidc, not look-alikes', () => {
    expect(isServerPath('/api')).toBe(true);
    expect(isServerPath('/api/health')).toBe(true);
    expect(isServerPath('/oidc/.well-known/openid-configuration')).toBe(true);
    expect(isServerPath('/apiary')).toBe(false);
    expect(isServerPath('/account/api')).toBe(false);
  });
});
