import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMailOutbox } from '@atrium/contract/mail';
import { mailOutbox, refreshTokens, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-people.ts';
import { WITHHELD } from '../../platform/mail/mail-text-safety.ts';
import { createTestAppWithDemo, type DemoTestApp } from '../../test/demo-app.ts';
import { type TestPerson } from '../../test/tenant-fixtures.ts';
import { REFRESH_COOKIE } from './refresh-cookie.ts';
import { Browser, parseSetCookie, signInAtProvider } from './test/oidc-browser.ts';
import { getTokenId, logoutEverywhere, refreshToken } from '@atrium/contract/identity-operations';
import { inject } from '../../test/inject.ts';

/**
 * Account takeover and recovery through the real embedded provider: a SUPERADMIN must not be able
 * to read someone's reset link from the outbox, and a reset (or "sign out everywhere") must leave
 * an attacker who held the account with nothing that still works.
 */
const signIn = (running: DemoTestApp, email: string, password: string) =>
  signInAtProvider({
    issuer: running.issuer,
    clientId: 'atrium-web',
    redirectUri: `${running.origin}/authentication/login`,
    email,
    password,
  });

async function requestReset(running: DemoTestApp, email: string) {
  const browser = new Browser();
  const authorize = new URL(`${running.issuer}/auth`);
  for (const [key, value] of Object.entries({
    client_id: 'atrium-web',
    redirect_uri: `${running.origin}/authentication/login`,
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }))
    authorize.searchParams.set(key, value);
  const started = await browser.request(authorize.href);
  const interactionUrl = new URL(started.headers.get('location')!, running.issuer).href;
  await browser.request(interactionUrl);
  const sent = await browser.request(`${interactionUrl}/forgot`, { form: { email } });
  expect(sent.status).toBe(200);
  await running.testApp.app.platform.identityProvider!.whenIdle();
}

async function superadmin(running: DemoTestApp): Promise<TestPerson> {
  const [row] = await running.database.owner
    .select()
    .from(users)
    .where(eq(users.email, 'superadmin@demo.test'));
  return { userId: row!.id, email: row!.email! } as TestPerson;
}

describe('V14.2.2 the outbox never hands a SUPERADMIN someone else’s reset link', () => {
  let running: DemoTestApp | undefined;
  beforeAll(async () => {
    running = await createTestAppWithDemo();
  }, 90_000);
  afterAll(() => running?.close());

  it('V14.2.2 a reset requested for the owner shows in the outbox with its link withheld', async () => {
    await requestReset(running!, 'owner@demo.test');
    const response = await inject(running!.testApp.app, getMailOutbox, {
      query: { to: 'owner@demo.test' },
      as: await superadmin(running!),
    });
    expect(response.statusCode).toBe(200);
    const [message] = (response.json() as { items: Array<{ subject: string; text: string }> }).items;
    expect(message?.subject).toBe('Reset your Atrium password');
    expect(message?.text).toContain(WITHHELD);
    expect(message?.text).not.toMatch(/\/reset\/[\w-]{20,}/);
    const [row] = await running!.database.owner
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'owner@demo.test'));
    expect(`${row?.textBody} ${row?.htmlBody}`).not.toMatch(/\/reset\/[\w-]{20,}/);
  });
});

describe('V7.4.3 recovering an account evicts whoever held it', () => {
  // A developer machine, so that the test can follow the reset link from the outbox as the
  // mailbox owner would from their mail.
  let running: DemoTestApp | undefined;
  beforeAll(async () => {
    running = await createTestAppWithDemo({ DEV_WEB_ORIGIN: 'http://localhost:5173' });
  }, 90_000);
  afterAll(() => running?.close());

  const app = () => running!.testApp.app;
  const tokenId = (accessToken: string) => inject(app(), getTokenId, { as: accessToken });
  const refreshApi = (cookie: string) =>
    inject(app(), refreshToken, { headers: { cookie: `${REFRESH_COOKIE}=${cookie}` } });
  const refreshAtProvider = (refreshToken: string) =>
    fetch(`${running!.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'atrium-web',
      }),
    });

  it('V7.4.3 after a password reset the attacker’s provider refresh token, provider access token and API session all fail', async () => {
    // The attacker knows the password and holds every kind of token.
    const stolen = await signIn(running!, 'manager@demo.test', DEMO_PASSWORD);
    expect(stolen.refreshToken).toBeTruthy();
    const session = await tokenId(stolen.accessToken);
    expect(session.statusCode).toBe(200);
    const apiCookie = parseSetCookie(session.headers['set-cookie'], REFRESH_COOKIE)!.value;

    // The owner of the mailbox resets the password.
    await requestReset(running!, 'manager@demo.test');
    const [mail] = await running!.database.owner
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'manager@demo.test'));
    const link = /(http:\/\/\S+\/reset\/[\w-]+\?lang=en)/.exec(mail!.textBody)?.[1];
    expect(link).toBeTruthy();
    const browser = new Browser();
    await browser.request(link!);
    const done = await browser.request(link!, { form: { password: 'a brand new password' } });
    expect(done.status).toBe(200);

    expect((await refreshAtProvider(stolen.refreshToken!)).status).toBe(400);
    expect((await tokenId(stolen.accessToken)).statusCode).toBe(401);
    expect((await refreshApi(apiCookie)).statusCode).toBe(401);
    const [person] = await running!.database.owner
      .select()
      .from(users)
      .where(eq(users.email, 'manager@demo.test'));
    const open = await running!.database.owner
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, person!.id));
    expect(open.every((row) => row.revokedAt !== null)).toBe(true);

    // The owner signs in with the new password (a person takes longer than the cut-off's second).
    await new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000) + 10));
    const fresh = await signIn(running!, 'manager@demo.test', 'a brand new password');
    expect((await tokenId(fresh.accessToken)).statusCode).toBe(200);
  });

  it('V7.4.3 sign out everywhere also ends the provider grants, so a provider refresh token starts no new session', async () => {
    const stolen = await signIn(running!, 'member@demo.test', DEMO_PASSWORD);
    const mine = await signIn(running!, 'member@demo.test', DEMO_PASSWORD);
    const session = await tokenId(mine.accessToken);
    const token = (session.json() as { token: string }).token;
    const out = await inject(app(), logoutEverywhere, { as: token });
    expect(out.statusCode).toBe(204);
    expect((await refreshAtProvider(stolen.refreshToken!)).status).toBe(400);
    expect((await tokenId(stolen.accessToken)).statusCode).toBe(401);
  });
});
