import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import {
  Browser,
  CLIENT_ID,
  exchangeCode,
  freshDatabase,
  type RunningIdp,
  signInForCode,
  startAuthorization,
  startIdp,
} from './test/harness.ts';

let run: RunningIdp;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  closeDb = fresh.close;
  run = await startIdp(fresh.db);
  await run.idp.seedAccounts([{ email: 'taken@example.test', password: 'existing password' }]);
});

afterAll(async () => {
  await run.stop();
  await closeDb();
});

async function signUp(form: Record<string, string>, browser = new Browser()) {
  const { interactionUrl } = await startAuthorization(browser, run);
  await browser.get(interactionUrl);
  const page = await browser.get(`${interactionUrl}/signup`);
  expect(page.status).toBe(200);
  const html = await page.text();
  for (const label of ['First name', 'Last name', 'Email', 'Password'])
    expect(html).toContain(`>${label}</label>`);
  const response = await browser.post(`${interactionUrl}/signup`, form);
  await run.idp.whenIdle();
  return { status: response.status, html: await response.text() };
}

describe('sign-up', () => {
  it('V2.3.1 creates an account that cannot sign in until the mailed link confirms the address', async () => {
    const result = await signUp({
      given_name: 'Besa',
      family_name: 'Krasniqi',
      email: 'Besa@Example.test',
      password: 'long enough',
    });
    expect(result.status).toBe(200);
    expect(result.html).toContain('Check your email');
    expect(run.mails).toHaveLength(1);
    expect(run.mails[0]!.to).toBe('besa@example.test');
    const link = /(http:\/\/\S+\/verify\/[\w-]+\?lang=en)/.exec(run.mails[0]!.text)?.[1];
    expect(link).toBeTruthy();
    expect(run.mails[0]!.secrets).toEqual([link]);

    const jwks = createRemoteJWKSet(new URL(`${run.issuer}/jwks`));
    // The right password of an unconfirmed address opens nothing; the link is sent again.
    const browser = new Browser();
    const { interactionUrl } = await startAuthorization(browser, run);
    await browser.get(interactionUrl);
    const refused = await browser.post(`${interactionUrl}/login`, {
      email: 'besa@example.test',
      password: 'long enough',
    });
    await run.idp.whenIdle();
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Confirm your email address before signing in');
    expect(refused.headers.get('location')).toBeNull();
    expect(run.mails).toHaveLength(2);
    expect(run.mails[1]!.text).toMatch(/\/verify\/[\w-]+\?lang=en/);

    const verified = await fetch(link!);
    expect(verified.status).toBe(200);
    expect(await verified.text()).toContain('Your email address is confirmed');
    expect((await fetch(link!)).status).toBe(400);

    const second = await signInForCode(new Browser(), run, 'besa@example.test', 'long enough');
    const after = await jwtVerify(
      String((await exchangeCode(run, second.code!, second.pkce.verifier)).body.id_token),
      jwks,
      {
        issuer: run.issuer,
        audience: CLIENT_ID,
      },
    );
    expect(after.payload.email_verified).toBe(true);
  });

  it('answers the same for an email that already has an account, and does not change its password', async () => {
    run.mails.length = 0;
    const fresh = await signUp({
      given_name: 'A',
      family_name: 'B',
      email: 'new-one@example.test',
      password: 'long enough',
    });
    const taken = await signUp({
      given_name: 'A',
      family_name: 'B',
      email: 'taken@example.test',
      password: 'attacker password',
    });
    const normalise = (html: string) => html.replace(/\/interaction\/[\w-]+/g, '/interaction/UID');
    expect(taken.status).toBe(200);
    expect(normalise(taken.html)).toBe(normalise(fresh.html));
    expect(run.mails.map((m) => m.to)).toEqual(['new-one@example.test', 'taken@example.test']);
    expect(run.mails[1]!.text).toContain('already has an account');

    const browser = new Browser();
    const { interactionUrl } = await startAuthorization(browser, run);
    await browser.get(interactionUrl);
    expect(
      (
        await browser.post(`${interactionUrl}/login`, {
          email: 'taken@example.test',
          password: 'attacker password',
        })
      ).status,
    ).toBe(401);
  });

  it('names the fields that are wrong and keeps what was typed', async () => {
    run.mails.length = 0;
    const result = await signUp({
      given_name: '',
      family_name: 'Only',
      email: 'not-an-email',
      password: 'short',
    });
    expect(result.status).toBe(400);
    expect(result.html).toContain('Enter your first and last name.');
    expect(result.html).toContain('Enter a valid email address.');
    expect(result.html).toContain('The password must have at least 8 characters.');
    expect(result.html).toContain('value="Only"');
    expect(result.html).toContain('value="not-an-email"');
    expect(result.html).not.toContain('value="short"');
    expect(run.mails).toHaveLength(0);
  });
});
