import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { startMailSink, type MailSink } from './support/mail-sink.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';

const DEMO_PASSWORD = 'demo1234';
/** Phone, tablet and laptop: one server for all three. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
] as const;
let browser: Browser;
let mail: MailSink;
let server: RunningServer;
let baseUrl: string;

// Its own server, sending mail to a local SMTP sink: the scenario follows the invitation and
// confirmation links from the mail, as the invitee does.
beforeAll(async () => {
  mail = await startMailSink();
  server = await startServer({ SMTP_URL: mail.url });
  baseUrl = server.baseUrl;
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

async function signedIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signIn(page, baseUrl, email, DEMO_PASSWORD);
  return page;
}

async function signInAtProvider(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe.each(VIEWPORTS)('an invitation link opened while signed out at $width × $height', (viewport) => {
  it('is kept through sign-up, the address confirmation in another tab, and sign-in there', async () => {
    const owner = await signedIn('owner@demo.test');
    const invitee = {
      email: `invitee.${viewport.width}.${Date.now()}@example.test`,
      password: 'invitee-secret-1',
    };
    const created = await apiCall(owner, 'POST', '/api/CompanyInvites', {
      email: invitee.email,
      role: 'MEMBER',
    });
    expect(created.status).toBe(201);
    const inviteLink = await mail.linkTo(invitee.email, /\/respond-to-invite\?token=/);

    // Tab one: the link from the mail, signed out; the sign-in card, then "Create account".
    const context = await browser.newContext({ viewport });
    try {
      const first = await context.newPage();
      await first.goto(inviteLink);
      await first.waitForURL('**/authentication/login');
      await first.getByRole('button', { name: 'Sign in' }).click();
      await first.getByRole('link', { name: 'Create account' }).click();
      await first.getByLabel('First name').fill('Ina');
      await first.getByLabel('Last name').fill('Invitee');
      await first.getByLabel('Email').fill(invitee.email);
      await first.getByLabel('Password').fill(invitee.password);
      await first.getByRole('button', { name: 'Create account' }).click();
      await first.getByText('Check your email').waitFor();

      // Tab two: the confirmation link from the mail, then the app, signing in there.
      const confirmLink = await mail.linkTo(invitee.email, /\/verify\//);
      const second = await context.newPage();
      await second.goto(confirmLink);
      await second.goto(`${baseUrl}/`);
      await second.waitForURL('**/authentication/login');
      await signInAtProvider(second, invitee.email, invitee.password);
      await second.waitForURL((url) => url.pathname === '/respond-to-invite', { timeout: 20_000 });
      expect(new URL(second.url()).search).toBe(new URL(inviteLink).search);
      await second.getByText('Demo Company').first().waitFor();
      await second.getByRole('button', { name: 'Accept' }).click();
      await second.waitForURL(`${baseUrl}/`);
      // The chosen company arrives with the next start-up calls; a busy machine takes seconds.
      await expect
        .poll(() => second.getByTestId('company-name').textContent(), { timeout: 15_000 })
        .toBe('Demo Company');
    } finally {
      await context.close();
      await owner.context().close();
    }
    // Sign-up, two sign-ins and an address confirmation each hash a password on the provider: on a
    // busy two-core machine the whole path takes 40–60 s, more than the tier's default minute.
  }, 120_000);
});
