import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import {
  freePort,
  startServer,
  startStandaloneProvider,
  type RunningServer,
} from './support/server-process.ts';
import { startMailSink, type MailSink } from './support/mail-sink.ts';
import { recordAddedTexts, wasShown } from './support/seen-texts.ts';
import { accessTokenOf } from './support/access-token.ts';
import { signIn, signOut, signUp, webStorageOf } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
const DEMO_PASSWORD = 'demo1234';
/** A JWT anywhere in a stored value: three base64url parts, the first starting like a JSON header. */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

const companyName = (page: Page) => page.getByTestId('company-name');
const navigation = (page: Page) => page.getByRole('navigation');

async function signsUpAndIn(baseUrl: string, confirmationLink: (email: string) => Promise<string>) {
  const page = await newPage();
  const errors = trackPageErrors(page);
  const person = {
    givenName: 'Vera',
    familyName: 'Founder',
    email: `vera.${Date.now()}@example.test`,
    password: 'vera-secret-1',
  };
  await signUp(page, baseUrl, person, () => confirmationLink(person.email));

  // No membership yet: the person is sent to account, with the way forward.
  await page.waitForURL('**/account/**');
  await page.getByTestId('no-company').waitFor();

  await page.goto(`${baseUrl}/company-choose`);
  await page.getByLabel(/Company name/).fill('Founder Works');
  await page.getByRole('button', { name: 'Create company' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await expect.poll(() => companyName(page).textContent()).toBe('Founder Works');

  for (const entry of await webStorageOf(page)) expect(entry).not.toMatch(JWT);
  const cookies = await page.context().cookies();
  const refresh = cookies.find((cookie) => cookie.name === 'atrium_refresh');
  expect(refresh?.httpOnly).toBe(true);
  expect(refresh?.sameSite).toBe('Strict');

  // A reload keeps the session through the HttpOnly cookie, on the same screen.
  await page.reload();
  await expect.poll(() => companyName(page).textContent()).toBe('Founder Works');

  await signOut(page, baseUrl);
  for (const entry of await webStorageOf(page)) expect(entry).not.toMatch(JWT);
  await page.goto(`${baseUrl}/account`);
  await page.waitForURL('**/authentication/login');

  await signIn(page, baseUrl, person.email, person.password);
  await page.waitForURL(`${baseUrl}/`);
  await expect.poll(() => companyName(page).textContent()).toBe('Founder Works');
  expect(errors).toEqual([]);
  await page.context().close();
}

describe('sign-up through the embedded provider', () => {
  // Its own server sending mail to a local SMTP sink, so that the confirmation link is followed
  // from the mail as its recipient would.
  let mail: MailSink;
  let own: RunningServer;
  beforeAll(async () => {
    mail = await startMailSink();
    own = await startServer({ SMTP_URL: mail.url });
  });
  afterAll(async () => {
    await own?.stop();
    await mail?.close();
  });

  it('signs up, confirms the address from the mail, creates a company, lands on /, signs out and in again — no token in web storage', async () => {
    await signsUpAndIn(own.baseUrl, (email) => mail.linkTo(email, /\/verify\//));
  });
});

describe('sign-in through the embedded provider', () => {
  it('hides the admin entries from a member, and /admin answers "Access Denied"', async () => {
    const page = await newPage();
    await signIn(page, baseUrl, 'member@demo.test', DEMO_PASSWORD);
    await expect.poll(() => companyName(page).textContent()).toBe('Demo Company');
    await expect(navigation(page).getByText('Administration').count()).resolves.toBe(0);
    await expect(page.locator('a[href="/admin/clients"]').count()).resolves.toBe(0);

    // The denial sends the member to their start page; the brief toast is recorded as it appears.
    await recordAddedTexts(page);
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId('timer-card').waitFor();
    await expect.poll(() => wasShown(page, /Access Denied/)).toBe(true);
    expect(await page.locator('a[href="/admin/clients"]').count()).toBe(0);
    await page.context().close();

    // The same entries are there for the owner.
    const owner = await newPage();
    await signIn(owner, baseUrl, 'owner@demo.test', DEMO_PASSWORD);
    await navigation(owner).getByText('Administration').waitFor();
    await owner.context().close();
  });

  it('with a module switched off, its routes show the module message to a member', async () => {
    const owner = await newPage();
    await signIn(owner, baseUrl, 'owner@demo.test', DEMO_PASSWORD);
    const token = await accessTokenOf(owner);
    const setModules = (modules: string[]) =>
      owner.evaluate(
        async ({ token, modules }) => {
          const response = await fetch('/api/Companies/subscribed-modules', {
            method: 'PUT',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ modules }),
          });
          return response.status;
        },
        { token, modules },
      );
    expect(await setModules(['TIME_TRACKING', 'HUMAN_RESOURCES', 'TEMPLATE_GENERATION'])).toBe(200);
    try {
      const member = await newPage();
      await signIn(member, baseUrl, 'member@demo.test', DEMO_PASSWORD);
      await expect(member.locator('a[href="/absence"]').count()).resolves.toBe(0);
      await recordAddedTexts(member);
      await member.goto(`${baseUrl}/absence`);
      await member.waitForURL(`${baseUrl}/`);
      await member.getByTestId('timer-card').waitFor();
      await expect.poll(() => wasShown(member, /Your company has no access to:.*Absence/)).toBe(true);
      await member.context().close();
    } finally {
      expect(await setModules(['TIME_TRACKING', 'HUMAN_RESOURCES', 'ABSENCE', 'TEMPLATE_GENERATION'])).toBe(
        200,
      );
      await owner.context().close();
    }
  });
});

describe('sign-in through an external provider (OIDC_ISSUER)', () => {
  it('signs the owner in at a separately running provider and lands on Demo Company', async () => {
    const port = await freePort();
    const appUrl = `http://localhost:${port}`;
    const provider = await startStandaloneProvider({
      clients: [
        {
          client_id: 'atrium-external',
          redirect_uris: [`${appUrl}/authentication/login`],
          post_logout_redirect_uris: [`${appUrl}/login`],
        },
      ],
      // The demo owner's fixed subject, so the seeded person is found by (issuer, subject).
      accounts: [
        {
          id: 'de300000-0000-4000-8000-000000000001',
          email: 'owner@demo.test',
          password: 'external-pass-1',
          given_name: 'Olivia',
          family_name: 'Owner',
          email_verified: true,
        },
      ],
    });
    const server = await startServer(
      { OIDC_ISSUER: provider.baseUrl, OIDC_CLIENT_ID: 'atrium-external', OIDC_AUDIENCE: 'urn:atrium:api' },
      port,
    );
    try {
      // The embedded provider is not mounted in this mode: no discovery document of its own.
      const discovery = await fetch(`${appUrl}/oidc/.well-known/openid-configuration`);
      expect(await discovery.text()).not.toContain('"issuer"');
      const page = await newPage();
      await signIn(page, appUrl, 'owner@demo.test', 'external-pass-1');
      await page.waitForURL(`${appUrl}/`);
      await expect.poll(() => companyName(page).textContent()).toBe('Demo Company');
      await signOut(page, appUrl);
      await page.context().close();
    } finally {
      await server.stop();
      await provider.stop();
    }
    // Two processes start one after the other (each may take up to 90 s on a busy machine).
  }, 240_000);
});
