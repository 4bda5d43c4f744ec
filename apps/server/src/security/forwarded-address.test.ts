import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { Browser, freePort } from '../modules/identity/test/oidc-browser.ts';

// Behind one proxy (TRUST_PROXY=1): the proxy appends the address it saw, the client may have
// written anything before it. The provider must count what Fastify's request.ip says.
const REAL_CLIENT = '203.0.113.7';
const FAILURES_PER_ADDRESS = 20;

let database: TestDatabase;
let testApp: TestApp;
let issuer = '';
let origin = '';

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  issuer = `${origin}/oidc`;
  testApp = await createTestApp({
    database,
    env: { PUBLIC_URL: origin, PORT: String(port), TRUST_PROXY: '1' },
  });
  await testApp.app.platform.identityProvider!.seedAccounts([
    { email: 'elsewhere@example.test', password: 'elsewhere password' },
  ]);
  await testApp.app.listen({ port, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await database?.dispose();
});

async function signInPage(browser: Browser): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${issuer}/auth`);
  for (const [key, value] of Object.entries({
    client_id: 'atrium-web',
    redirect_uri: `${origin}/authentication/login`,
    response_type: 'code',
    scope: 'openid',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })) {
    authorize.searchParams.set(key, value);
  }
  const started = await browser.request(authorize.href);
  expect(started.status).toBe(303);
  const interactionUrl = new URL(started.headers.get('location') ?? '', issuer).href;
  expect((await browser.request(interactionUrl)).status).toBe(200);
  return interactionUrl;
}

describe('V2.4.1 the provider counts the client address the API trusts', () => {
  it('V2.4.1 a forged X-Forwarded-For entry does not dodge the per-address sign-in throttle', async () => {
    const browser = new Browser({ 'x-forwarded-for': REAL_CLIENT });
    const interactionUrl = await signInPage(browser);
    const statuses: number[] = [];
    for (let i = 0; i <= FAILURES_PER_ADDRESS; i += 1) {
      const response = await browser.request(`${interactionUrl}/login`, {
        form: { email: `person${i}@example.test`, password: 'Summer2026!' },
        // A fresh made-up address in front each time, as a sprayer would write it.
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${REAL_CLIENT}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, FAILURES_PER_ADDRESS)).toEqual(Array(FAILURES_PER_ADDRESS).fill(401));
    expect(statuses[FAILURES_PER_ADDRESS]).toBe(429);

    // Someone the proxy saw at another address signs in as usual.
    const other = new Browser({ 'x-forwarded-for': '203.0.113.8' });
    const otherUrl = await signInPage(other);
    const signedIn = await other.request(`${otherUrl}/login`, {
      form: { email: 'elsewhere@example.test', password: 'elsewhere password' },
    });
    expect(signedIn.status).toBe(303);
  });
});
