import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsNotBefore } from './account-sessions.ts';
import { findAccountByEmail } from './accounts.ts';
import type { IdpDatabase } from './database.ts';
import { issuePasswordResetLinkForEmail } from './password-reset-link.ts';
import { accountTokens } from './schema.ts';
import {
  Browser,
  exchangeCode,
  followToClient,
  freshDatabase,
  refresh,
  type RunningIdp,
  signInForCode,
  startAuthorization,
  startIdp,
} from './test/harness.ts';

// The operator's reset link (no mail server) is the mailed one without the mail: the same token,
// page and eviction, tested here through the provider's own reset page.
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
  await run.idp.seedAccounts([
    { email: 'locked.out@example.test', password: 'forgotten password' },
    { email: 'other@example.test', password: 'other password' },
  ]);
});

afterAll(async () => {
  await run.stop();
  await closeDb();
});

const tokenCount = async () => (await db.select().from(accountTokens)).length;

async function signsIn(email: string, password: string): Promise<boolean> {
  const browser = new Browser();
  const { interactionUrl } = await startAuthorization(browser, run);
  await browser.get(interactionUrl);
  const answer = await browser.post(`${interactionUrl}/login`, { email, password });
  if (answer.status !== 303 && answer.status !== 302) return false;
  return Boolean((await followToClient(browser, run, answer)).searchParams.get('code'));
}

describe('a password reset link issued by the operator', () => {
  it('resets the password once through the provider’s reset page, ending every earlier session; the second use is refused', async () => {
    const earlier = new Browser();
    const signedIn = await signInForCode(earlier, run, 'locked.out@example.test', 'forgotten password');
    const tokens = await exchangeCode(run, signedIn.code!, signedIn.pkce.verifier);
    expect(tokens.status).toBe(200);

    const issued = await issuePasswordResetLinkForEmail(db, {
      issuer: run.issuer,
      email: '  Locked.Out@Example.test ',
    });
    const account = await findAccountByEmail(db, 'locked.out@example.test');
    expect(issued).toMatchObject({ accountId: account!.id, email: 'locked.out@example.test' });
    expect(issued!.link).toMatch(new RegExp(`^${run.issuer}/reset/[\\w-]{43}\\?lang=en$`));
    // The same kind and lifetime as the mailed link: one password reset token, an hour.
    const [row] = await db.select().from(accountTokens);
    expect(row).toMatchObject({ accountId: account!.id, purpose: 'password_reset', usedAt: null });
    expect(row!.expiresAt.getTime()).toBe(issued!.expiresAt.getTime());
    expect(issued!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(issued!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const browser = new Browser();
    const form = await browser.get(issued!.link);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<label for="password">New password</label>');
    const done = await browser.post(issued!.link, { password: 'a password set by link' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your password has been changed');

    expect(revokedAccounts).toEqual([account!.id]);
    expect(await sessionsNotBefore(db, account!.id)).toBeInstanceOf(Date);
    expect((await refresh(run, String(tokens.body.refresh_token))).status).toBe(400);
    expect(await signsIn('locked.out@example.test', 'forgotten password')).toBe(false);
    expect(await signsIn('locked.out@example.test', 'a password set by link')).toBe(true);

    const again = await new Browser().post(issued!.link, { password: 'a second password' });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('This link is invalid, has expired or has already been used.');
    expect((await new Browser().get(issued!.link)).status).toBe(400);
    expect(await signsIn('locked.out@example.test', 'a second password')).toBe(false);
    expect(revokedAccounts).toHaveLength(1);
  });

  it('creates nothing for an address no account has', async () => {
    const before = await tokenCount();
    const issued = await issuePasswordResetLinkForEmail(db, {
      issuer: run.issuer,
      email: 'nobody@example.test',
      accountLocale: async () => {
        throw new Error('not asked for an unknown address');
      },
    });
    expect(issued).toBeUndefined();
    expect(await tokenCount()).toBe(before);
  });

  it('builds the link on the issuer it is given, in the language the person chose', async () => {
    const other = await findAccountByEmail(db, 'other@example.test');
    const asked: string[] = [];
    const issued = await issuePasswordResetLinkForEmail(db, {
      issuer: 'https://atrium.example.test/oidc',
      email: 'other@example.test',
      accountLocale: async (accountId) => {
        asked.push(accountId);
        return 'mk';
      },
    });
    expect(asked).toEqual([other!.id]);
    expect(issued!.link).toMatch(/^https:\/\/atrium\.example\.test\/oidc\/reset\/[\w-]{43}\?lang=mk$/);

    const unknownLanguage = await issuePasswordResetLinkForEmail(db, {
      issuer: 'https://atrium.example.test/oidc',
      email: 'other@example.test',
      accountLocale: async () => 'xx',
    });
    expect(unknownLanguage!.link).toMatch(/\?lang=en$/);
    const rows = await db.select().from(accountTokens).where(eq(accountTokens.accountId, other!.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.interactionUid === null && row.usedAt === null)).toBe(true);
  });
});
