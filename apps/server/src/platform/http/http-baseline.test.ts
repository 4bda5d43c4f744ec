import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

function directives(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
  );
}

describe('HTTP baseline', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp({
      database,
      logStream: { write: (line) => void logLines.push(line) },
      routes(app) {
        app.get('/api/test/log-headers', { schema: { hide: true } }, async (request) => {
          request.log.info(
            { headers: request.headers, body: { password: 'pw-1', token: 'tk-1' } },
            'careless',
          );
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await database.dispose();
  });

  it('V3.4.3 sends the security headers with the required CSP directives', async () => {
    // Raw requests in this file: health, unknown and test-only routes, not contract operations.
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends no HSTS over plain http', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('V3.4.1 sends HSTS and lets the external provider in when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({
      database,
      env: {
        PUBLIC_URL: 'https://atrium.example.com',
        OIDC_ISSUER: 'https://id.example.com/realms/atrium',
        OIDC_CLIENT_ID: 'atrium',
      },
    });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('connect-src')).toBe("'self' https://id.example.com");
      expect(csp.has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('echoes a sane x-request-id and makes one up otherwise', async () => {
    const echoed = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-123.abc' },
    });
    expect(echoed.headers['x-request-id']).toBe('edge-123.abc');

    const generated = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const hostile = await testApp.app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { 'x-request-id': 'x\n{"level":60}' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(hostile.json().error.requestId).toBe(hostile.headers['x-request-id']);
  });

  it('V16.2.5 logs structured lines with the request id and without tokens or passwords', async () => {
    logLines.length = 0;
    await testApp.app.inject({
      method: 'GET',
      url: '/api/test/log-headers',
      headers: {
        authorization: 'Bearer secret-token-value',
        cookie: 'refresh=secret-cookie',
        'x-request-id': 'trace-me',
      },
    });
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.requestId === 'trace-me')).toBe(true);
    const careless = entries.find((entry) => entry.msg === 'careless') as {
      headers: Record<string, string>;
      body: Record<string, string>;
    };
    expect(careless.headers.authorization).toBe('[Redacted]');
    expect(careless.headers.cookie).toBe('[Redacted]');
    expect(careless.body).toEqual({ password: '[Redacted]', token: '[Redacted]' });
    const all = logLines.join('\n');
    for (const secret of ['secret-token-value', 'secret-cookie', 'pw-1', 'tk-1']) {
      expect(all).not.toContain(secret);
    }
  });
});
