import { createHash, generateKeyPairSync } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt, importJWK, SignJWT, UnsecuredJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseCompany,
  getClientSettings,
  logout,
  logoutEverywhere,
} from '@atrium/contract/identity-operations';
import { loadSigningKeys, type IdpDatabase } from '@atrium/idp';
import { auditLog, companies, refreshTokens, users } from '../../db/schema/index.ts';
import { ROTATION_GRACE_MS } from './sessions.ts';
import { DEMO_COMPANY_NAME, DEMO_PASSWORD, OTHER_COMPANY_NAME } from '../../db/seed/demo-people.ts';
import { EMBEDDED_ACCOUNT_ISSUER } from '../../platform/identity-provider/account-issuer.ts';
import type { TestApp } from '../../platform/testing/test-app.ts';
import { createTestAppWithDemo, type DemoTestApp } from '../../test/demo-app.ts';
import { inject } from '../../test/inject.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import { Browser, parseSetCookie, signInAtProvider, type ProviderTokens } from './test/oidc-browser.ts';
import { REFRESH_COOKIE } from './refresh-cookie.ts';

let demo: DemoTestApp;
let database: TestDatabase;
let testApp: TestApp;
let origin = '';
let issuer = '';
let demoCompanyId = '';
let otherCompanyId = '';
let owner: ProviderTokens;

const AUDIENCE = 'urn:atrium:api';

beforeAll(async () => {
  demo = await createTestAppWithDemo();
  ({ database, testApp, origin, issuer } = demo);
  const rows = await database.owner.select().from(companies);
  demoCompanyId = rows.find((row) => row.name === DEMO_COMPANY_NAME)!.id;
  otherCompanyId = rows.find((row) => row.name === OTHER_COMPANY_NAME)!.id;
  owner = await signInAs('owner@demo.test');
}, 60_000);

afterAll(() => demo?.close());

function signInAs(email: string) {
  return signInAtProvider({
    issuer,
    clientId: 'atrium-web',
    redirectUri: `${origin}/authentication/login`,
    email,
    password: DEMO_PASSWORD,
  });
}

/** Each call from its own address, so that the per-address rate limits stay out of the way. */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

// Raw (here and in refresh): each call needs its own client address against the rate limit.
function tokenId(providerToken: string | null, body?: object, remoteAddress = nextAddress()) {
  return testApp.app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/openid/token-id',
    headers: providerToken === null ? {} : { authorization: `Bearer ${providerToken}` },
    ...(body ? { payload: body } : {}),
  });
}

function refresh(cookie: string | null) {
  return testApp.app.inject({
    method: 'POST',
    remoteAddress: nextAddress(),
    url: '/api/account/refresh-token',
    headers: cookie === null ? {} : { cookie: `${REFRESH_COOKIE}=${cookie}` },
  });
}

/** Signs the owner in at the API; answers the access token and the refresh cookie value. */
async function apiSession() {
  const response = await tokenId(owner.accessToken, { idToken: owner.idToken });
  expect(response.statusCode).toBe(200);
  const cookie = parseSetCookie(response.headers['set-cookie'], REFRESH_COOKIE);
  return { token: (response.json() as { token: string }).token, cookie: cookie!.value, raw: cookie! };
}

const auditRows = (action: string) =>
  database.owner.select().from(auditLog).where(eq(auditLog.action, action));

describe('embedded provider', () => {
  it('answers discovery at /oidc on a fresh start, with the issuer of PUBLIC_URL', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      issuer: string;
      code_challenge_methods_supported: string[];
    };
    expect(document.issuer).toBe(issuer);
    expect(document.code_challenge_methods_supported).toEqual(['S256']);
  });

  it("serves its sign-in page with its own stylesheet allowed by the page's CSP", async () => {
    const css = await fetch(`${issuer}/assets/idp.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');

    const browser = new Browser();
    const authorize = new URL(`${issuer}/auth`);
    for (const [key, value] of Object.entries({
      client_id: 'atrium-web',
      redirect_uri: `${origin}/authentication/login`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    })) {
      authorize.searchParams.set(key, value);
    }
    const started = await browser.request(authorize.href);
    expect(started.status).toBe(303);
    const page = await browser.request(new URL(started.headers.get('location')!, origin).href);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain(`form-action 'self' ${origin}`);
    const html = await page.text();
    expect(html).toContain('/oidc/assets/idp.css');
    expect(html).toMatch(/Email/);
    expect(html).toMatch(/Sign in/);
  });

  it('tells the web app how to start its OpenID client', async () => {
    const response = await inject(testApp.app, getClientSettings);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      issuer,
      clientId: 'atrium-web',
      scope: 'openid profile email phone',
      redirectPath: '/authentication/login',
      postLogoutPath: '/login',
      resource: AUDIENCE,
    });
  });
});

describe('openid_GetTokenId', () => {
  it('V3.3.2 signs the seeded owner in: Demo Company, OWNER, all four modules, refresh cookie HttpOnly and SameSite=Strict', async () => {
    const response = await tokenId(owner.accessToken, { idToken: owner.idToken });
    expect(response.statusCode).toBe(200);
    const { token } = response.json() as { token: string };
    const claims = decodeJwt(token);
    const [person] = await database.owner.select().from(users).where(eq(users.email, 'owner@demo.test'));
    expect(claims.sub).toBe(person!.id);
    expect(person!.subject).toBe(decodeJwt(owner.accessToken).sub);
    expect(claims.CompanyId).toBe(demoCompanyId);
    expect(typeof claims.CompanyMemberId).toBe('string');
    expect(claims.role).toBe('OWNER');
    expect([...(claims.Modules as string[])].sort()).toEqual([
      'ABSENCE',
      'HUMAN_RESOURCES',
      'TEMPLATE_GENERATION',
      'TIME_TRACKING',
    ]);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(300);

    const cookie = parseSetCookie(response.headers['set-cookie'], REFRESH_COOKIE);
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api']));
    // http PUBLIC_URL: no Secure (a browser would drop the cookie on plain http).
    expect(cookie?.attributes).not.toContain('secure');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The token is usable at once, and the audit row holds no token.
    const me = await inject(testApp.app, logoutEverywhere, { as: 'not-a-token' });
    expect(me.statusCode).toBe(401);
    const signIns = await auditRows('auth.sign_in');
    expect(signIns.some((row) => row.actorUserId === person!.id && row.companyId === demoCompanyId)).toBe(
      true,
    );
    const text = JSON.stringify(signIns);
    expect(text).not.toContain(token.slice(0, 20));
    expect(text).not.toContain(cookie!.value);
    expect(text).not.toContain('owner@demo.test');
  });

  it('gives a member no role claim and a translator the global role', async () => {
    const member = await signInAs('member@demo.test');
    const memberClaims = decodeJwt((await tokenId(member.accessToken)).json().token);
    expect(memberClaims.role).toBeUndefined();
    expect(memberClaims.CompanyId).toBe(demoCompanyId);
    const translator = await signInAs('translator@demo.test');
    const translatorClaims = decodeJwt((await tokenId(translator.accessToken)).json().token);
    expect(translatorClaims.role).toBe('TRANSLATOR');
  });

  it('keys people by issuer and subject and takes trimmed identity claims from the ID token', async () => {
    const admin = await signInAs('admin@demo.test');
    const before = await database.owner.select({ n: sql<number>`count(*)::int` }).from(users);
    const response = await tokenId(admin.accessToken, { idToken: admin.idToken });
    expect(response.statusCode).toBe(200);
    const after = await database.owner.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
    const [person] = await database.owner
      .select()
      .from(users)
      .where(
        and(eq(users.issuer, EMBEDDED_ACCOUNT_ISSUER), eq(users.subject, decodeJwt(admin.accessToken).sub!)),
      );
    expect(person).toMatchObject({
      email: 'admin@demo.test',
      givenName: 'Adam',
      familyName: 'Admin',
      name: 'Adam Admin',
    });
  });

  it('keeps a name and phone edited in Atrium when the person signs in again', async () => {
    const admin = await signInAs('admin@demo.test');
    const subject = decodeJwt(admin.accessToken).sub!;
    const person = and(eq(users.issuer, EMBEDDED_ACCOUNT_ISSUER), eq(users.subject, subject));
    await database.owner
      .update(users)
      .set({ givenName: 'Adelina', name: 'Adelina Admin', phoneNumber: '+389 70 000 000' })
      .where(person);
    expect((await tokenId(admin.accessToken, { idToken: admin.idToken })).statusCode).toBe(200);
    const [after] = await database.owner.select().from(users).where(person);
    expect(after).toMatchObject({
      email: 'admin@demo.test',
      givenName: 'Adelina',
      familyName: 'Admin',
      name: 'Adelina Admin',
      phoneNumber: '+389 70 000 000',
    });
  });

  it('ignores an ID token of someone else (claims not taken) but still signs in by the access token', async () => {
    const member = await signInAs('member@demo.test');
    const response = await tokenId(owner.accessToken, { idToken: member.idToken });
    expect(response.statusCode).toBe(200);
    const [person] = await database.owner
      .select()
      .from(users)
      .where(eq(users.id, decodeJwt(response.json().token).sub!));
    expect(person?.email).toBe('owner@demo.test');
  });

  describe('refuses provider tokens that are not good', async () => {
    async function providerKey() {
      const [jwk] = (await loadSigningKeys(database.owner as unknown as IdpDatabase)) as JWK[];
      return { key: await importJWK(jwk!, jwk!.alg ?? 'RS256'), kid: jwk!.kid!, alg: jwk!.alg ?? 'RS256' };
    }
    const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const subject = 'de300000-0000-4000-8000-000000000001';

    const cases: Array<[string, () => Promise<string>]> = [
      [
        'alg none',
        async () =>
          new UnsecuredJWT({})
            .setSubject(subject)
            .setIssuer(issuer)
            .setAudience(AUDIENCE)
            .setIssuedAt()
            .setExpirationTime('5m')
            .encode(),
      ],
      [
        'HS256 with a guessable secret',
        async () =>
          new SignJWT({})
            .setProtectedHeader({ alg: 'HS256', kid: (await providerKey()).kid })
            .setSubject(subject)
            .setIssuer(issuer)
            .setAudience(AUDIENCE)
            .setIssuedAt()
            .setExpirationTime('5m')
            .sign(new TextEncoder().encode('a-secret-of-at-least-32-bytes!!!')),
      ],
      [
        'a wrong signature (right kid)',
        async () =>
          new SignJWT({})
            .setProtectedHeader({ alg: 'RS256', kid: (await providerKey()).kid })
            .setSubject(subject)
            .setIssuer(issuer)
            .setAudience(AUDIENCE)
            .setIssuedAt()
            .setExpirationTime('5m')
            .sign(strangerKey),
      ],
      [
        'an unknown kid',
        async () =>
          new SignJWT({})
            .setProtectedHeader({ alg: 'RS256', kid: 'someone-elses-key' })
            .setSubject(subject)
            .setIssuer(issuer)
            .setAudience(AUDIENCE)
            .setIssuedAt()
            .setExpirationTime('5m')
            .sign(strangerKey),
      ],
      ...(['wrong issuer', 'wrong audience', 'expired', 'ID token as access token'] as const).map(
        (kind): [string, () => Promise<string>] => [
          kind,
          async () => {
            const { key, kid, alg } = await providerKey();
            const now = Math.floor(Date.now() / 1000);
            return new SignJWT({})
              .setProtectedHeader({ alg, kid })
              .setSubject(subject)
              .setIssuer(kind === 'wrong issuer' ? 'http://evil.test/oidc' : issuer)
              .setAudience(
                kind === 'wrong audience'
                  ? 'urn:other:api'
                  : kind === 'ID token as access token'
                    ? 'atrium-web'
                    : AUDIENCE,
              )
              .setIssuedAt(kind === 'expired' ? now - 3600 : now)
              .setExpirationTime(kind === 'expired' ? now - 60 : now + 300)
              .sign(key);
          },
        ],
      ),
    ];

    it.each(cases)('%s → 401 and an auth.sign_in_failed audit row', async (_name, make) => {
      const before = (await auditRows('auth.sign_in_failed')).length;
      const token = await make();
      const response = await tokenId(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
      expect(parseSetCookie(response.headers['set-cookie'], REFRESH_COOKIE)).toBeNull();
      const rows = await auditRows('auth.sign_in_failed');
      expect(rows.length).toBe(before + 1);
      expect(JSON.stringify(rows)).not.toContain(token.slice(0, 30));
    });

    it('the control: the same provider key with the right claims is accepted', async () => {
      const { key, kid, alg } = await providerKey();
      const token = await new SignJWT({})
        .setProtectedHeader({ alg, kid })
        .setSubject(subject)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
      expect((await tokenId(token)).statusCode).toBe(200);
    });

    it('no Authorization header → 401', async () => {
      expect((await tokenId(null)).statusCode).toBe(401);
    });

    it('limits the attempts of one address (429 RATE_LIMITED)', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt += 1) {
        statuses.push((await tokenId('garbage', undefined, '192.0.2.77')).statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      const limited = await tokenId(owner.accessToken, undefined, '192.0.2.77');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
    });
  });
});

describe('account_RefreshToken', () => {
  const cookieHash = (cookie: string) => createHash('sha256').update(cookie).digest('base64url');
  /** Moves a token's rotation back in time, past the grace window, as if long ago. */
  const rotatedLongAgo = (cookie: string) =>
    database.owner
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1_000) })
      .where(eq(refreshTokens.tokenHash, cookieHash(cookie)));

  it('rotates; replaying the old token after the grace window revokes the family, so the new one fails too', async () => {
    const session = await apiSession();
    const first = await refresh(session.cookie);
    expect(first.statusCode).toBe(200);
    const rotated = parseSetCookie(first.headers['set-cookie'], REFRESH_COOKIE)!.value;
    expect(rotated).not.toBe(session.cookie);
    const claims = decodeJwt(first.json().token);
    expect(claims.CompanyId).toBe(demoCompanyId);
    expect(claims.role).toBe('OWNER');

    await rotatedLongAgo(session.cookie);
    const replay = await refresh(session.cookie);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(rotated)).statusCode).toBe(401);
    const reuse = await auditRows('auth.refresh_reuse');
    expect(reuse.length).toBeGreaterThan(0);
    expect(JSON.stringify(reuse)).not.toContain(session.cookie);
  });

  it('honours a retry within the grace window (a lost answer, two tabs) without revoking anything', async () => {
    const session = await apiSession();
    const [first, second] = await Promise.all([refresh(session.cookie), refresh(session.cookie)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const successors = [first, second].map(
      (response) => parseSetCookie(response.headers['set-cookie'], REFRESH_COOKIE)!.value,
    );
    expect(new Set([session.cookie, ...successors]).size).toBe(3);
    // Both successors stay valid: nothing was taken for theft.
    for (const successor of successors) expect((await refresh(successor)).statusCode).toBe(200);
    // The retry did not move the first rotation: the window does not extend itself.
    await rotatedLongAgo(session.cookie);
    expect((await refresh(session.cookie)).statusCode).toBe(401);
  });

  it('re-issues with the membership as the database says now', async () => {
    const member = await signInAs('admin@demo.test');
    const response = await tokenId(member.accessToken);
    const cookie = parseSetCookie(response.headers['set-cookie'], REFRESH_COOKIE)!.value;
    const userId = decodeJwt(response.json().token).sub!;
    await database.owner.execute(
      sql`update company_members set role = 'MEMBER' where user_id = ${userId} and company_id = ${demoCompanyId}`,
    );
    try {
      const refreshed = await refresh(cookie);
      expect(refreshed.statusCode).toBe(200);
      expect(decodeJwt(refreshed.json().token).role).toBeUndefined();
    } finally {
      await database.owner.execute(
        sql`update company_members set role = 'ADMIN' where user_id = ${userId} and company_id = ${demoCompanyId}`,
      );
    }
  });

  it('refuses a family past its absolute lifetime, a missing and an unknown cookie', async () => {
    const session = await apiSession();
    await database.owner
      .update(refreshTokens)
      .set({ familyExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, decodeJwt(session.token).sub!));
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    expect((await refresh(null)).statusCode).toBe(401);
    expect((await refresh('A'.repeat(43))).statusCode).toBe(401);
  });

  it('never extends the family on rotation', async () => {
    const session = await apiSession();
    const [before] = await database.owner
      .select({ familyId: refreshTokens.familyId, familyExpiresAt: refreshTokens.familyExpiresAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, createHash('sha256').update(session.cookie).digest('base64url')));
    const rotated = await refresh(session.cookie);
    expect(rotated.statusCode).toBe(200);
    const family = await database.owner
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, before!.familyId));
    expect(family).toHaveLength(2);
    for (const row of family) expect(row.familyExpiresAt.getTime()).toBe(before!.familyExpiresAt.getTime());
    expect(family.every((row) => !row.tokenHash.includes(session.cookie))).toBe(true);
  });
});

describe('logout', () => {
  it('account_Logout revokes the family and clears the cookie', async () => {
    const session = await apiSession();
    const response = await inject(testApp.app, logout, {
      headers: { cookie: `${REFRESH_COOKIE}=${session.cookie}` },
    });
    expect(response.statusCode).toBe(204);
    const cleared = parseSetCookie(response.headers['set-cookie'], REFRESH_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes).toEqual(expect.arrayContaining(['path=/api']));
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    // Without a cookie it still answers 204 (the client's logout must never fail).
    expect((await inject(testApp.app, logout)).statusCode).toBe(204);
  });

  it('account_LogoutEverywhere revokes every family of the person and needs a sign-in', async () => {
    const one = await apiSession();
    const two = await apiSession();
    const response = await inject(testApp.app, logoutEverywhere, { as: one.token });
    expect(response.statusCode).toBe(204);
    expect((await refresh(one.cookie)).statusCode).toBe(401);
    expect((await refresh(two.cookie)).statusCode).toBe(401);
    // The provider token of before starts no new session either (account-recovery.test.ts);
    // a new sign-in at the provider does, a moment later.
    expect((await tokenId(owner.accessToken, { idToken: owner.idToken })).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000) + 10));
    owner = await signInAs('owner@demo.test');
    expect((await tokenId(owner.accessToken, { idToken: owner.idToken })).statusCode).toBe(200);

    const before = (await auditRows('access.denied')).length;
    const anonymous = await inject(testApp.app, logoutEverywhere);
    expect(anonymous.statusCode).toBe(401);
    const denials = await auditRows('access.denied');
    expect(denials.length).toBe(before + 1);
    expect(denials.at(-1)).toMatchObject({
      target: 'account_LogoutEverywhere',
      details: { status: 401, code: 'UNAUTHENTICATED', method: 'POST' },
    });
  });
});

describe('companies_ChooseCompany', () => {
  it('answers 404 for a company without an active membership, and for one that does not exist', async () => {
    const { token } = await apiSession();
    for (const companyId of [otherCompanyId, '00000000-0000-4000-8000-000000000000']) {
      const response = await inject(testApp.app, chooseCompany, { as: token, body: { companyId } });
      expect(response.statusCode).toBe(404);
    }
    const bad = await inject(testApp.app, chooseCompany, { as: token, body: { companyId: 'nope' } });
    expect(bad.statusCode).toBe(400);
  });

  it('rotates the browser session it is sent with, so the pre-choice refresh token is spent', async () => {
    const { token, cookie } = await apiSession();
    const response = await inject(testApp.app, chooseCompany, {
      as: token,
      body: { companyId: demoCompanyId },
      headers: { cookie: `${REFRESH_COOKIE}=${cookie}` },
    });
    expect(response.statusCode).toBe(200);
    const rotated = parseSetCookie(response.headers['set-cookie'], REFRESH_COOKIE)!;
    expect(rotated.value).not.toBe(cookie);
    const [spent] = await database.owner
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, createHash('sha256').update(cookie).digest('base64url')));
    expect(spent?.rotatedAt).not.toBeNull();
    const next = await refresh(rotated.value);
    expect(next.statusCode).toBe(200);
    expect(decodeJwt(next.json().token).CompanyId).toBe(demoCompanyId);
  });

  it('re-issues the token for the chosen company, remembers it and binds a refresh family to it', async () => {
    const { token } = await apiSession();
    const userId = decodeJwt(token).sub!;
    const response = await inject(testApp.app, chooseCompany, {
      as: token,
      body: { companyId: demoCompanyId },
    });
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().token).CompanyId).toBe(demoCompanyId);
    const cookie = parseSetCookie(response.headers['set-cookie'], REFRESH_COOKIE)!;
    expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'path=/api']));
    const [person] = await database.owner.select().from(users).where(eq(users.id, userId));
    expect(person?.lastCompanyId).toBe(demoCompanyId);
    const [row] = await database.owner
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), sql`revoked_at is null`, sql`rotated_at is null`))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(row?.companyId).toBe(demoCompanyId);
  });
});
