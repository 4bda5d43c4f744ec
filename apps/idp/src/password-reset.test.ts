import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, findAccountByEmail } from './accounts.ts';
import type { IdpDatabase } from './database.ts';
import { messages } from './i18n.ts';
import {
  Browser,
  followToClient,
  freshDatabase,
  type RunningIdp,
  startAuthorization,
  startIdp,
} from './test/harness.ts';

let run: RunningIdp;
let db: IdpDatabase;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  closeDb = fresh.close;
  db = fresh.db;
  run = await startIdp(fresh.db);
  await run.idp.seedAccounts([{ email: 'forgetful@example.test', password: 'old password' }]);
});

afterAll(async () => {
  await run.stop();
  await closeDb();
});

async function requestReset(browser: Browser, email: string) {
  const { interactionUrl } = await startAuthorization(browser, run);
  const signIn = await (await browser.get(interactionUrl)).text();
  expect(signIn).toContain(`href="${new URL(interactionUrl).pathname}/forgot"`);
  const form = await browser.get(`${interactionUrl}/forgot`);
  expect(form.status).toBe(200);
  expect(await form.text()).toContain('<label for="email">Email</label>');
  const response = await browser.post(`${interactionUrl}/forgot`, { email });
  await run.idp.whenIdle();
  return { interactionUrl, status: response.status, html: await response.text() };
}

function normalise(html: string) {
  return html.replace(/\/interaction\/[\w-]+/g, '/interaction/UID');
}

describe('forgot password', () => {
  it('V6.3.8 answers an unknown email exactly like a known one, and sends no mail for it', async () => {
    const unknown = await requestReset(new Browser(), 'stranger@example.test');
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain('If an account exists for this email, we sent a link');
    expect(run.mails).toHaveLength(0);

    const known = await requestReset(new Browser(), 'Forgetful@Example.test');
    expect(known.status).toBe(200);
    expect(normalise(known.html)).toBe(normalise(unknown.html));
    expect(run.mails).toHaveLength(1);
    expect(run.mails[0]!.to).toBe('forgetful@example.test');
    expect(run.mails[0]!.subject).toBe('Reset your Atrium password');
  });

  it('resets the password once through the mailed link; the link is refused afterwards', async () => {
    run.mails.length = 0;
    const browser = new Browser();
    const { interactionUrl } = await requestReset(browser, 'forgetful@example.test');
    const mail = run.mails[0]!;
    const link = /(http:\/\/\S+\/reset\/[\w-]+\?lang=en)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    expect(link!.startsWith(`${run.issuer}/reset/`)).toBe(true);
    expect(mail.html).toContain(link!);

    const page = await browser.get(link!);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toContain('<label for="password">New password</label>');

    const tooShort = await browser.post(link!, { password: 'short' });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.text()).toContain('at least 8 characters');

    const done = await browser.post(link!, { password: 'brand new password' });
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain('Your password has been changed');
    expect(doneHtml).toContain(`href="${new URL(interactionUrl).pathname}"`);

    const again = await browser.post(link!, { password: 'another new password' });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('This link is invalid, has expired or has already been used.');
    expect((await browser.get(link!)).status).toBe(400);

    // Old password no longer works, the new one does.
    const signIn = new Browser();
    const started = await startAuthorization(signIn, run);
    await signIn.get(started.interactionUrl);
    expect(
      (
        await signIn.post(`${started.interactionUrl}/login`, {
          email: 'forgetful@example.test',
          password: 'old password',
        })
      ).status,
    ).toBe(401);
    const ok = await signIn.post(`${started.interactionUrl}/login`, {
      email: 'forgetful@example.test',
      password: 'brand new password',
    });
    expect((await followToClient(signIn, run, ok)).searchParams.get('code')).toBeTruthy();
  });

  // Someone registered the address first (pre-account takeover); the mailbox owner resets.
  it("V2.3.1 a reset through the mailed link confirms a never-confirmed address and ends the squatter's password", async () => {
    await createAccount(db, { email: 'squatted@example.test', password: 'squatter password' });
    expect((await findAccountByEmail(db, 'squatted@example.test'))?.emailVerified).toBe(false);
    run.mails.length = 0;
    const browser = new Browser();
    await requestReset(browser, 'squatted@example.test');
    const link = /(http:\/\/\S+\/reset\/[\w-]+\?lang=en)/.exec(run.mails[0]?.text ?? '')?.[1];
    expect(link).toBeTruthy();
    expect((await browser.post(link!, { password: 'owner password' })).status).toBe(200);
    expect((await findAccountByEmail(db, 'squatted@example.test'))?.emailVerified).toBe(true);

    const signIn = new Browser();
    const started = await startAuthorization(signIn, run);
    await signIn.get(started.interactionUrl);
    const squatter = await signIn.post(`${started.interactionUrl}/login`, {
      email: 'squatted@example.test',
      password: 'squatter password',
    });
    expect(squatter.status).toBe(401);
    const owner = await signIn.post(`${started.interactionUrl}/login`, {
      email: 'squatted@example.test',
      password: 'owner password',
    });
    expect((await followToClient(signIn, run, owner)).searchParams.get('code')).toBeTruthy();
  });

  it('refuses a made-up reset token', async () => {
    const response = await fetch(`${run.issuer}/reset/${'x'.repeat(43)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'password=whatever+long',
    });
    expect(response.status).toBe(400);
  });

  it('sends at most three reset mails per account and hour', async () => {
    run.mails.length = 0;
    for (let i = 0; i < 5; i += 1) await requestReset(new Browser(), 'forgetful@example.test');
    // Two were already sent in this hour by the tests above.
    expect(run.mails.length).toBe(1);
  });
});

// docs/product/accounts-and-companies.md#accounts: the page promises no e-mail that never comes.
describe('forgot password without a mail server', () => {
  let quiet: RunningIdp;

  beforeAll(async () => {
    quiet = await startIdp(db, {
      mail: {
        delivers: false,
        async send() {},
      },
    });
  });
  afterAll(async () => {
    await quiet.stop();
  });

  it.each([
    ['en', 'This Atrium server sends no e-mail'],
    ['mk', 'Овој сервер на Atrium не испраќа е-пошта'],
    ['sq', 'Ky server i Atrium nuk dërgon e-mail'],
  ])('says in %s who can make a reset link, with no form that would send one', async (locale, words) => {
    const browser = new Browser();
    const { interactionUrl } = await startAuthorization(browser, quiet, { ui_locales: locale });
    const page = await (await browser.get(`${interactionUrl}/forgot`)).text();
    expect(page).toContain(words);
    expect(page).not.toContain('<form');
    expect(page).not.toContain(messages(locale as 'en').forgotIntro);
  });

  it('answers a form sent all the same without promising an e-mail', async () => {
    const browser = new Browser();
    const { interactionUrl } = await startAuthorization(browser, quiet);
    const posted = await browser.post(`${interactionUrl}/forgot`, { email: 'someone@example.test' });
    await quiet.idp.whenIdle();
    expect(posted.status).toBe(200);
    const answer = await posted.text();
    expect(answer).toContain(messages('en').forgotNoMail);
    expect(answer).not.toContain(messages('en').forgotDone);
  });

  it('with a mail server offers the form that mails the link', async () => {
    const browser = new Browser();
    const { interactionUrl } = await startAuthorization(browser, run);
    const page = await (await browser.get(`${interactionUrl}/forgot`)).text();
    expect(page).toContain(messages('en').forgotIntro);
    expect(page).not.toContain(messages('en').forgotNoMail);
  });
});
