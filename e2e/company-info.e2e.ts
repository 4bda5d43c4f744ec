import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { recordAddedTexts, wasShown } from './support/seen-texts.ts';
import { accessTokenOf } from './support/access-token.ts';
import { signIn } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
const ALL = ['TIME_TRACKING', 'HUMAN_RESOURCES', 'ABSENCE', 'TEMPLATE_GENERATION'];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pageAs(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, baseUrl, email, 'demo1234');
  return page;
}

describe('company information', () => {
  it('the owner edits the about page; a member reads it without any way to edit', async () => {
    const owner = await pageAs('owner@demo.test');
    const errors = trackPageErrors(owner);
    await owner.goto(`${baseUrl}/current-company-info/about`);
    await owner.getByRole('heading', { name: 'Demo Company' }).waitFor();
    await owner.getByRole('button', { name: 'Edit' }).click();

    await owner.getByLabel('Website').fill('demo.example');
    await owner.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Enter a full address starting with http:// or https://.').waitFor();

    const text = `Written in the browser test ${Date.now()}.`;
    await owner.getByLabel('Website').fill('https://demo-company.example');
    await owner.getByLabel('About the company').fill(text);
    await owner.getByRole('button', { name: 'Save' }).click();
    await owner.getByText(text).waitFor();
    // The contact card's country entry (a dd), shown as name with native name (docs/product/limits-and-formats.md#locale-data).
    await owner.getByRole('definition').filter({ hasText: 'North Macedonia (Северна Македонија)' }).waitFor();
    expect(errors).toEqual([]);

    const member = await pageAs('member@demo.test');
    await member.goto(`${baseUrl}/current-company-info/about`);
    await member.getByText(text).waitFor();
    expect(await member.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    const token = await accessTokenOf(member);
    const status = await member.evaluate(async (bearer) => {
      const response = await fetch('/api/Companies/profile', {
        method: 'PUT',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Taken over' }),
      });
      return response.status;
    }, token);
    expect(status).toBe(403);
    await owner.context().close();
    await member.context().close();
  });

  it('the owner switches a module off in settings; navigation follows at once, and a member is denied', async () => {
    const owner = await pageAs('owner@demo.test');
    try {
      await owner.goto(`${baseUrl}/current-company-info/settings/subscription-modules`);
      await owner.getByRole('tab', { name: 'Approval policy' }).waitFor();
      await owner.getByRole('switch', { name: 'Absence' }).click({ force: true });
      const dialog = owner.getByRole('dialog', { name: 'Switch off Absence?' });
      await dialog.getByRole('button', { name: 'Switch off' }).click();
      const nav = owner.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('link', { name: 'Absence', exact: true }).waitFor({ state: 'detached' });
      expect(await owner.getByRole('tab', { name: 'Approval policy' }).count()).toBe(0);

      const member = await pageAs('member@demo.test');
      // Denied: the member lands on their start page; the brief toast is recorded as it appears.
      await recordAddedTexts(member);
      await member.goto(`${baseUrl}/absence/overview`);
      await member.waitForURL(`${baseUrl}/`);
      await member.getByTestId('timer-card').waitFor();
      await expect.poll(() => wasShown(member, /Your company has no access to: Absence/)).toBe(true);
      expect(await member.locator('[data-screen^="absence"]').count()).toBe(0);
      await member.context().close();
    } finally {
      const token = await accessTokenOf(owner);
      await owner.evaluate(
        async ({ bearer, modules }) => {
          await fetch('/api/Companies/subscribed-modules', {
            method: 'PUT',
            headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
            body: JSON.stringify({ modules }),
          });
        },
        { bearer: token, modules: ALL },
      );
      await owner.context().close();
    }
  });

  it('contact support stores the message and confirms', async () => {
    const member = await pageAs('member@demo.test');
    await member.goto(`${baseUrl}/contact-support`);
    await member.getByLabel('Subject').fill('Browser test message');
    await member
      .getByLabel('Message', { exact: false })
      .fill('Sent from the end-to-end test of contact support.');
    await member.getByRole('button', { name: 'Send message' }).click();
    await member.getByText('Thank you, your message was sent').waitFor();
    await member.context().close();
  });
});
