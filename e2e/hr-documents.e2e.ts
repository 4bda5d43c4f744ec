import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, describeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { serverUrl } from './support/server-url.ts';
import { waitOrDescribe } from './support/screen-shown.ts';
import { signIn } from './support/sign-in.ts';

/*
 * Documents that expire (docs/product/human-resources.md#documents-that-expire): the demo data
 * gives member@demo.test (Milan Member) a work permit that expires in 12 days.
 */

const baseUrl = serverUrl();
const SCREENSHOTS = process.env.HR_SCREENSHOTS;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US', isMobile: viewport === PHONE });
  const page = await context.newPage();
  await signIn(page, baseUrl, email, 'demo1234');
  return page;
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe('documents that expire, in the browser', () => {
  it('HR finds the work permit expiring soon in the overview and opens the profile that holds it', async () => {
    const page = await signedIn('owner@demo.test');
    try {
      await page.goto(`${baseUrl}/admin/users/list`);
      // The list loads its members first; a busy machine may take a while.
      await page.getByRole('link', { name: 'Expiring documents' }).click({ timeout: 60_000 });
      await page.waitForURL(`${baseUrl}/admin/users/expiring-documents`);
      const row = page.getByRole('row').filter({ hasText: 'Milan Member' });
      await row.getByText('Work permit').waitFor();
      // The company's day may already be the next one in its own time zone.
      await expect.poll(() => row.getByText(/^In 1[12] days$/).count()).toBe(1);
      // The manager's certificate (45 days) is further off than the 30 days shown first.
      expect(await page.getByRole('row').filter({ hasText: 'Certificate' }).count()).toBe(0);
      await shot(page, 'expiring-documents');
      expect(describeViolations('admin-users-expiring-documents', await blockingViolations(page))).toBe('');

      await page.getByRole('combobox', { name: 'Expiring within' }).click();
      await page.getByRole('option', { name: '90 days' }).click();
      await page.getByRole('row').filter({ hasText: 'Certificate' }).waitFor();

      await row.getByRole('link', { name: 'Milan Member' }).click();
      await page.waitForURL(/\/admin\/users\/profile\/[^/]+\/personal-information$/);
      const documents = page.getByRole('region', { name: 'Documents' });
      await documents.getByText('Work permit').waitFor();
      await expect.poll(() => documents.getByText(/^In 1[12] days$/).count()).toBe(1);
      await shot(page, 'profile-documents');
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('the overview and the member’s own documents read well on a phone', async () => {
    const hr = await signedIn('owner@demo.test', PHONE);
    try {
      await hr.goto(`${baseUrl}/admin/users/expiring-documents`);
      // One card per document on a phone.
      await hr.getByRole('link', { name: 'Milan Member' }).waitFor();
      await hr.getByText('Work permit', { exact: true }).filter({ visible: true }).waitFor();
      expect(await hr.getByRole('table').isVisible()).toBe(false);
      await shot(hr, 'expiring-documents-phone');
    } finally {
      await hr.context().close();
    }
    const member = await signedIn('member@demo.test', PHONE);
    try {
      await member.goto(`${baseUrl}/account/profile`);
      const mine = member.getByRole('table', { name: 'My documents' });
      await waitOrDescribe(member, mine.getByText('Work permit'));
      await expect.poll(() => mine.getByText(/^In 1[12] days$/).count()).toBe(1);
      await shot(member, 'my-documents-phone');
      // A member has no overview of others' documents.
      await member.goto(`${baseUrl}/admin/users/expiring-documents`);
      await member.getByText('Access Denied').first().waitFor();
    } finally {
      await member.context().close();
    }
  }, 120_000);
});
