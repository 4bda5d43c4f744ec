import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsNotBefore } from './account-sessions.ts';
import { findAccountByEmail } from './accounts.ts';
import type { IdpDatabase } from './database.ts';
import {
  Browser,
  exchangeCode,
  freshDatabase,
  refresh,
  type RunningIdp,
  signInForCode,
  startAuthorization,
  startIdp,
} from './test/harness.ts';

// An attacker who knew the password (or signed up first with someone else's address) holds a
// browser session at the provider and a refresh token; the owner resets the password by mail.
let run: RunningIdp;
let db: IdpDatabase;
let closeDb: () => Promise<void>;
const revokedAccounts: string[] = [];

beforeAll(async () => {
  const fresh = await freshDatabase();
  db = fresh.db;
  closeDb = fresh.close;
  run = await startIdp(db, {
    onSessionsRevoked: async (accountId) => {
      revokedAccounts.push(accountId);
    },
  });
  await run.idp.seedAccounts([{ email: 'owner@example.test', password: 'leaked password' }]);
});

afterAll(async () => {
  await run.stop();
  await closeDb();
});

async function resetPassword(email: string, password: string) {
  const browser = new Browser();
  const { interactionUrl } = await startAuthorization(browser, run);
  await browser.get(interactionUrl);
  await browser.post(`${interactionUrl}/forgot`, { email });
  await run.idp.whenIdle();
  const mail = run.mails.at(-1)!;
  const link = /(http:\/\/\S+\/reset\/[\w-]+\?lang=en)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  expect(mail.secrets).toEqual([link]);
  const done = await browser.post(link!, { password });
  expect(done.status).toBe(200);
}

describe('V7.4.3 a password reset evicts every earlier session', () => {
  it('V7.4.3 revokes the provider refresh tokens, grants and browser sessions obtained before, and asks the application to end its own', async () => {
    const attacker = new Browser();
    const first = await signInForCode(attacker, run, 'owner@example.test', 'leaked password');
    const tokens = await exchangeCode(run, first.code!, first.pkce.verifier);
    expect(tokens.status).toBe(200);
    const stolenRefresh = String(tokens.body.refresh_token);
    const account = await findAccountByEmail(db, 'owner@example.test');
    expect(await sessionsNotBefore(db, account!.id)).toBeNull();

    await resetPassword('owner@example.test', 'owner chose a new one');

    const refreshed = await refresh(run, stolenRefresh);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');
    expect(revokedAccounts).toEqual([account!.id]);
    const cutOff = await sessionsNotBefore(db, account!.id);
    expect(cutOff).toBeInstanceOf(Date);
    expect(Date.now() - cutOff!.getTime()).toBeLessThan(60_000);

    // The attacker's provider browser session is gone too: a new authorization asks for a login.
    const { interactionUrl } = await startAuthorization(attacker, run);
    const page = await attacker.get(interactionUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<label for="password">Password</label>');
    // ...where the old password no longer works and the new one does.
    expect(
      (
        await attacker.post(`${interactionUrl}/login`, {
          email: 'owner@example.test',
          password: 'leaked password',
        })
      ).status,
    ).toBe(401);
    const owner = await signInForCode(new Browser(), run, 'owner@example.test', 'owner chose a new one');
    expect(owner.code).toBeTruthy();
  });
});
