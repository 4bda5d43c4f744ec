import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@atrium/contract/operations';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

interface OpenApiOperation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describe('API documentation', () => {
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

  async function document() {
    // Raw requests in this file: the OpenAPI document and docs pages are not contract operations.
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, OpenApiOperation>>;
      components: { securitySchemes: Record<string, unknown>; schemas?: Record<string, unknown> };
    };
  }

  function byOperationId(paths: Record<string, Record<string, OpenApiOperation>>) {
    const found = new Map<string, { path: string; method: string; operation: OpenApiOperation }>();
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (operation.operationId) found.set(operation.operationId, { path, method, operation });
      }
    }
    return found;
  }

  it('serves OpenAPI 3.1 with a Bearer security scheme', async () => {
    const doc = await document();
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toBe('Atrium API');
    // A session's access token (a JWT) or a personal API token, so no single bearer format.
    expect(doc.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      description: expect.stringContaining('atr_pat_'),
    });
  });

  it('lists every contract operation under its path and method, and health', async () => {
    const found = byOperationId((await document()).paths);
    for (const operation of operations) {
      const entry = found.get(operation.operationId);
      expect(entry, operation.operationId).toBeDefined();
      expect(entry?.method).toBe(operation.method.toLowerCase());
      expect(entry?.path).toBe(operation.path.replace(/:([A-Za-z_]\w*)/g, '{$1}'));
      expect(entry?.operation.tags).toEqual([operation.tag]);
      expect(entry?.operation.security === undefined).toBe(operation.access.kind === 'public');
    }
    expect(found.get('health_GetHealth')?.path).toBe('/api/health');
  });

  it('describes responses from the zod schemas, errors included', async () => {
    const found = byOperationId((await document()).paths);
    const languages = found.get('languages_GetSupportedLanguages')?.operation;
    const ok = JSON.stringify(languages?.responses?.['200']);
    expect(ok).toContain('LanguageWithCountries');
    expect(languages?.responses?.['4XX'] ?? languages?.responses?.['4xx']).toBeDefined();
    const doc = await document();
    expect(Object.keys(doc.components.schemas ?? {})).toEqual(
      expect.arrayContaining(['LanguageWithCountries', 'ErrorEnvelope']),
    );
  });

  it('leaves the docs and static routes out of the document', async () => {
    const paths = Object.keys((await document()).paths);
    expect(paths.filter((path) => path.startsWith('/api/docs'))).toEqual([]);
    expect(paths).not.toContain('/api/openapi.json');
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('serves the docs page and its assets under the content security policy', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // No inline script: everything the page runs comes from files on this origin.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) {
      expect(source.startsWith('/api/docs/')).toBe(true);
      const asset = await testApp.app.inject({ method: 'GET', url: source });
      expect(asset.statusCode, source).toBe(200);
    }
    const initializer = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.body).not.toContain('validator.swagger.io');
  });
});
