import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_CLIENT_ID, MOBILE_REDIRECT_URI, REFRESH_TOKEN_HEADER } from '@atrium/contract/identity';
import { companies, refreshTokens } from '../../db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_PASSWORD } from '../../db/seed/demo-people.ts';
import type { TestApp } from '../../platform/testing/test-app.ts';
import { createTestAppWithDemo, type DemoTestApp } from '../../test/demo-app.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import { Browser, parseSetCookie, signInAtProvider, type ProviderTokens } from './test/oidc-browser.ts';
import { REFRESH_COOKIE } from './refresh-cookie.ts';

// The mobile shell's sign-in (docs/decisions/035-mobile-shell-capacitor.md) and its refresh token
// in a header instead of a cookie (docs/decisions/045-mobile-refresh-token-header.md).

let demo: DemoTestApp;
let database: TestDatabase;
let testApp: TestApp;
let origin = '';
let issuer = '';
let demoCompanyId = '';
let mobileOwner: ProviderTokens;
let webOwner: ProviderTokens;

const HEADER = REFRESH_TOKEN_HEADER.toLowerCase();
const MOBILE_TOKEN = /^m\.[A-Za-z0-9_-]{43}$/;

beforeAll(async () => {
  demo = await createTestAppWithDemo();
  ({ database, testApp, origin, issuer } = demo);
  const rows = await database.owner.select().from(companies);
  demoCompanyId = rows.find((row) => row.name === DEMO_COMPANY_NAME)!.id;
  const owner = { email: 'owner@demo.test', password: DEMO_PASSWORD };
  mobileOwner = await signInAtProvider({
    issuer,
    clientId: MOBILE_CLIENT_ID,
    redirectUri: MOBILE_REDIRECT_URI,
    ...owner,
  });
  webOwner = await signInAtProvider({
    issuer,
    clientId: 'atrium-web',
    redirectUri: `${origin}/authentication/login`,
    ...owner,
  });
}, 60_000);

afterAll(() => demo?.close());

/** Each call from its own address, so that the per-address rate limits stay out of the way. */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

// Raw: each request needs its own client address, which the typed helper does not set.
function post(url: string, headers: Record<string, string>, payload?: object) {
  return testApp.app.inject({
    method: 'POST',
    remoteAddress: nextAddress(),
    url,
    headers,
    ...(payload ? { payload } : {}),
  });
}

const tokenId = (provider: ProviderTokens, extra: Record<string, string> = {}) =>
  post(
    '/api/openid/token-id',
    { authorization: `Bearer ${provider.accessToken}`, ...extra },
    {
      idToken: provider.idToken,
    },
  );
const refreshWithHeader = (token: string) => post('/api/account/refresh-token', { [HEADER]: token });
const refreshWithCookie = (token: string) =>
  post('/api/account/refresh-token', { cookie: `${REFRESH_COOKIE}=${token}` });
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A mobile session at the API: its access token and the refresh token from the header. */
async function mobileSession() {
  const response = await tokenId(mobileOwner);
  expect(response.statusCode).toBe(200);
  return { token: (response.json() as { token: string }).token, refresh: String(response.headers[HEADER]) };
}

/** The start of an authorization request of the shell, with or without PKCE. */
async function authorize(params: Record<string, string>) {
  const url = new URL(`${issuer}/auth`);
  for (const [key, value] of Object.entries({
    client_id: MOBILE_CLIENT_ID,
    redirect_uri: MOBILE_REDIRECT_URI,
    response_type: 'code',
    scope: 'openid',
    state: randomBytes(8).toString('hex'),
    ...params,
  })) {
    url.searchParams.set(key, value);
  }
  return new Browser().request(url.href);
}

describe('the mobile client at the embedded provider', () => {
  it('accepts the app link as redirect with PKCE: code, then tokens for the API', async () => {
    // signInAtProvider ran the whole code flow with S256 in beforeAll; its token names the client.
    expect(decodeJwt(mobileOwner.accessToken).client_id).toBe(MOBILE_CLIENT_ID);
    const started = await authorize({ code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' });
    expect(started.status).toBe(303);
    expect(started.headers.get('location')).toMatch(/\/oidc\/interaction\//);
  });

  it("lets the sign-in page's form lead into the app: form-action allows the app link's scheme", async () => {
    const browser = new Browser();
    const url = new URL(`${issuer}/auth`);
    for (const [key, value] of Object.entries({
      client_id: MOBILE_CLIENT_ID,
      redirect_uri: MOBILE_REDIRECT_URI,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    })) {
      url.searchParams.set(key, value);
    }
    const started = await browser.request(url.href);
    const page = await browser.request(new URL(started.headers.get('location')!, origin).href);
    expect(page.status).toBe(200);
    const formAction = (page.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('form-action'));
    // Browsers apply form-action to the redirects after the sign-in form, up to the app link.
    expect(formAction?.split(' ')).toEqual(expect.arrayContaining(["'self'", origin, 'atrium:']));
  });

  it('refuses the authorization request without PKCE, and a redirect it does not know', async () => {
    const withoutPkce = await authorize({});
    const location = withoutPkce.headers.get('location') ?? '';
    // The error goes back to the registered app link, with no code.
    expect(withoutPkce.status).toBe(303);
    expect(location.startsWith(`${MOBILE_REDIRECT_URI}?`)).toBe(true);
    const answer = new URL(location).searchParams;
    expect(answer.get('error')).toBe('invalid_request');
    expect(answer.get('error_description')).toMatch(/PKCE/);
    expect(answer.has('code')).toBe(false);

    const plain = await authorize({ code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' });
    expect(new URL(plain.headers.get('location') ?? 'x:/').searchParams.has('code')).toBe(false);
    expect(plain.headers.get('location') ?? '').not.toMatch(/\/oidc\/interaction\//);

    const foreign = await authorize({
      redirect_uri: 'atrium://evil/callback',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('location')).toBeNull();
  });
});

describe('refresh token of the mobile shell', () => {
  it('a sign-in through the mobile client answers the refresh token in the header, never a cookie', async () => {
    const response = await tokenId(mobileOwner);
    expect(response.statusCode).toBe(200);
    expect(response.headers[HEADER]).toMatch(MOBILE_TOKEN);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(parseSetCookie(response.headers['set-cookie'], REFRESH_COOKIE)).toBeNull();
    expect(JSON.stringify(response.json())).not.toContain(String(response.headers[HEADER]));
    expect(decodeJwt((response.json() as { token: string }).token).CompanyId).toBe(demoCompanyId);
  });

  it("a browser's sign-in keeps the cookie and gets no readable refresh token, whatever it sends", async () => {
    const response = await tokenId(webOwner, { [HEADER]: `m.${'a'.repeat(43)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers[HEADER]).toBeUndefined();
    expect(parseSetCookie(response.headers['set-cookie'], REFRESH_COOKIE)?.attributes).toContain('httponly');
    expect(JSON.stringify(response.json())).not.toMatch(/refresh/i);
  });

  it('rotates the header token on refresh and answers the next one in the header only', async () => {
    const session = await mobileSession();
    const response = await refreshWithHeader(session.refresh);
    expect(response.statusCode).toBe(200);
    const next = String(response.headers[HEADER]);
    expect(next).toMatch(MOBILE_TOKEN);
    expect(next).not.toBe(session.refresh);
    expect(parseSetCookie(response.headers['set-cookie'], REFRESH_COOKIE)).toBeNull();
    expect(decodeJwt((response.json() as { token: string }).token).CompanyId).toBe(demoCompanyId);

    const [spent] = await database.owner
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOf(session.refresh)));
    expect(spent?.rotatedAt).not.toBeNull();
    expect((await refreshWithHeader(next)).statusCode).toBe(200);
  });

  it('keeps each token on its channel: a header token as cookie, a cookie token in the header, garbage', async () => {
    const mobile = await mobileSession();
    expect((await refreshWithCookie(mobile.refresh)).statusCode).toBe(401);

    const web = await tokenId(webOwner);
    const cookie = parseSetCookie(web.headers['set-cookie'], REFRESH_COOKIE)!.value;
    const asHeader = await refreshWithHeader(cookie);
    expect(asHeader.statusCode).toBe(401);
    expect(asHeader.headers[HEADER]).toBeUndefined();
    // The header decides the channel: a cookie sent beside a bad header is not used either.
    const both = await post('/api/account/refresh-token', {
      [HEADER]: 'nonsense',
      cookie: `${REFRESH_COOKIE}=${cookie}`,
    });
    expect(both.statusCode).toBe(401);
    expect((await refreshWithCookie(cookie)).statusCode).toBe(200);
    // Both sessions are still whole: nothing above counted as reuse.
    expect((await refreshWithHeader(mobile.refresh)).statusCode).toBe(200);
  });

  it('choosing a company rotates the header session, spending the token it was sent with', async () => {
    const session = await mobileSession();
    const response = await post(
      '/api/Companies/choose',
      { authorization: `Bearer ${session.token}`, [HEADER]: session.refresh },
      { companyId: demoCompanyId },
    );
    expect(response.statusCode).toBe(200);
    expect(decodeJwt((response.json() as { token: string }).token).CompanyId).toBe(demoCompanyId);
    expect(parseSetCookie(response.headers['set-cookie'], REFRESH_COOKIE)).toBeNull();
    const next = String(response.headers[HEADER]);
    expect(next).toMatch(MOBILE_TOKEN);
    const [spent] = await database.owner
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOf(session.refresh)));
    expect(spent?.rotatedAt).not.toBeNull();
    const [bound] = await database.owner
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOf(next)));
    expect(bound?.companyId).toBe(demoCompanyId);
    expect(bound?.familyId).toBe(spent?.familyId);
  });

  it('logout with the header ends the family', async () => {
    const session = await mobileSession();
    const response = await post('/api/account/logout', { [HEADER]: session.refresh });
    expect(response.statusCode).toBe(204);
    expect(response.headers[HEADER]).toBeUndefined();
    const refused = await refreshWithHeader(session.refresh);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers[HEADER]).toBeUndefined();
  });
});
