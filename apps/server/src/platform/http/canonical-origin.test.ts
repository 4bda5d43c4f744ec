import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { isLoopbackHostName, lanAccessHint } from './canonical-origin.ts';

let database: TestDatabase;
let testApp: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await createTestApp({ database, env: { PORT: '3000', PUBLIC_URL: 'http://localhost:3000' } });
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await database?.dispose();
});

// Raw requests in this file: pages, assets and Host headers, not contract operations.
const navigate = (host: string, url: string, extra: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: { host, 'sec-fetch-mode': 'navigate', accept: 'text/html', ...extra },
  });

describe('canonical origin', () => {
  it('sends a page opened at another loopback name to the same path at PUBLIC_URL', async () => {
    for (const host of ['127.0.0.1:3000', '[::1]:3000', '127.0.1.1:3000']) {
      const response = await navigate(host, '/time-tracking?day=2026-11-23');
      expect(response.statusCode, host).toBe(302);
      expect(response.headers.location).toBe('http://localhost:3000/time-tracking?day=2026-11-23');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // A browser without Fetch Metadata is recognised by asking for HTML.
    const older = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: '127.0.0.1:3000', accept: 'text/html,application/xhtml+xml' },
    });
    expect(older.statusCode).toBe(302);
  });

  it('with PUBLIC_URL on localhost, answers a LAN name with a page asking for PUBLIC_URL, never a redirect to localhost', async () => {
    for (const host of ['192.168.1.20:3000', 'atrium-box:3000', 'atrium.example.com']) {
      const response = await navigate(host, '/time-tracking');
      expect(response.statusCode, host).toBe(421);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('PUBLIC_URL=http://localhost:3000');
      expect(response.body).toContain(`PUBLIC_URL=http://${host}`);
    }
    // The name is the client's: escaped, so it cannot end an attribute or start markup.
    const hostile = await navigate('x"onload=alert(1)&y', '/');
    expect(hostile.statusCode).toBe(421);
    expect(hostile.body).toContain('x&#34;onload=alert(1)&#38;y');
    expect(hostile.body).not.toContain('x"onload');
    // The API and the provider still answer under any name.
    expect((await navigate('192.168.1.20:3000', '/api/health')).statusCode).toBe(200);
  });

  it('leaves PUBLIC_URL itself alone, also on another port (a port mapping)', async () => {
    expect((await navigate('localhost:3000', '/')).statusCode).not.toBe(302);
    expect((await navigate('LOCALHOST:8080', '/')).statusCode).not.toBe(302);
  });

  it('never redirects the API, the provider, or requests that are not page navigations', async () => {
    const health = await navigate('127.0.0.1:3000', '/api/health');
    expect(health.statusCode).toBe(200);
    const discovery = await navigate('127.0.0.1:3000', '/oidc/.well-known/openid-configuration');
    expect(discovery.statusCode).toBe(200);
    const script = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { host: '127.0.0.1:3000', 'sec-fetch-mode': 'no-cors', accept: '*/*' },
    });
    expect(script.statusCode).not.toBe(302);
    const post = await testApp.app.inject({
      method: 'POST',
      url: '/somewhere',
      headers: { host: '127.0.0.1:3000', 'sec-fetch-mode': 'navigate' },
    });
    expect(post.statusCode).not.toBe(302);
  });

  it('redirects once only when a proxy keeps presenting another Host (no loop)', async () => {
    const first = await navigate('127.0.0.1:3000', '/');
    expect(first.statusCode).toBe(302);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const again = await navigate('127.0.0.1:3000', '/', { cookie });
    expect(again.statusCode).not.toBe(302);
  });
});

describe('canonical origin with PUBLIC_URL on a LAN address', () => {
  let lanApp: TestApp;
  beforeAll(async () => {
    lanApp = await createTestApp({ database, env: { PORT: '3000', PUBLIC_URL: 'http://192.168.1.20:3000' } });
  });
  afterAll(() => lanApp?.close());

  it('sends pages opened at localhost or another name to PUBLIC_URL', async () => {
    for (const host of ['localhost:3000', 'atrium-box:3000']) {
      const response = await lanApp.app.inject({
        method: 'GET',
        url: '/people',
        headers: { host, 'sec-fetch-mode': 'navigate' },
      });
      expect(response.statusCode, host).toBe(302);
      expect(response.headers.location).toBe('http://192.168.1.20:3000/people');
    }
  });
});

describe('lanAccessHint', () => {
  const lan = ['192.168.1.20', '10.0.0.5'];

  it('tells to set PUBLIC_URL, with the addresses, when the LAN can reach a localhost PUBLIC_URL', () => {
    const hint = lanAccessHint({ publicUrl: 'http://localhost:3000', host: '0.0.0.0', port: 3000 }, lan);
    expect(hint).toContain('PUBLIC_URL is http://localhost:3000');
    expect(hint).toContain('http://192.168.1.20:3000, http://10.0.0.5:3000');
    expect(hint).toContain('set PUBLIC_URL to one of these (e.g. PUBLIC_URL=http://192.168.1.20:3000)');
  });

  it('says nothing with PUBLIC_URL set elsewhere, when listening on loopback only, or without a LAN', () => {
    expect(
      lanAccessHint({ publicUrl: 'https://atrium.example.com', host: '0.0.0.0', port: 3000 }, lan),
    ).toBeNull();
    expect(
      lanAccessHint({ publicUrl: 'http://localhost:3000', host: '127.0.0.1', port: 3000 }, lan),
    ).toBeNull();
    expect(lanAccessHint({ publicUrl: 'http://localhost:3000', host: '0.0.0.0', port: 3000 }, [])).toBeNull();
  });

  it('knows loopback names', () => {
    for (const name of ['localhost', 'app.localhost', '127.0.0.1', '127.8.9.1', '[::1]', '::1']) {
      expect(isLoopbackHostName(name), name).toBe(true);
    }
    for (const name of ['192.168.1.20', 'atrium-box', 'localhost.example.com', '[fe80::1]']) {
      expect(isLoopbackHostName(name), name).toBe(false);
    }
  });
});
