import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
const SHOTS = process.env['ABSENCE_SCREENSHOTS'];
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

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

describe('absence requests and approvals', () => {
  it('the member sees the balance explained and the pending request; the manager approves it from the inbox, the owner the second step', async () => {
    const member = await pageAs('member@demo.test');
    const errors = trackPageErrors(member);
    await member.goto(`${baseUrl}/absence/overview`);
    await member.getByRole('heading', { name: 'My balances' }).waitFor();
    await member.getByRole('list', { name: 'My requests' }).getByText('Pending').first().waitFor();
    await member.getByRole('button', { name: 'Explain' }).first().click();
    await member.getByText('Carried in').first().waitFor();
    await shot(member, 'absence-overview-explain');
    await member.keyboard.press('Escape');
    await shot(member, 'absence-overview');

    const manager = await pageAs('manager@demo.test');
    await manager.goto(`${baseUrl}/admin/absence/overview`);
    const inbox = manager.getByRole('list', { name: 'Waiting for my approval' });
    await inbox.waitFor();
    // The manager's own request never lands in their own inbox.
    await expect.poll(() => inbox.getByRole('listitem').count()).toBe(1);
    await shot(manager, 'absence-inbox');
    await manager
      .getByRole('checkbox', { name: /Select / })
      .first()
      .check();
    await manager.getByLabel('Comment for the selected requests').fill('Have a good week');
    await manager.getByRole('button', { name: 'Approve selected' }).click();
    await manager.getByText('Nothing waits for your decision.').waitFor();

    const owner = await pageAs('owner@demo.test');
    await owner.goto(`${baseUrl}/admin/absence/overview`);
    await owner.getByRole('list', { name: 'Waiting for my approval' }).waitFor();
    await owner.getByRole('checkbox', { name: 'Select all' }).check();
    await owner.getByRole('button', { name: 'Approve selected' }).click();
    await owner.getByText('Nothing waits for your decision.').waitFor();

    await owner.goto(`${baseUrl}/current-company-info/settings/approval-policy`);
    await owner.getByLabel('Rule name').first().waitFor();
    await shot(owner, 'approval-policy');

    await member.reload();
    await member.getByRole('heading', { name: 'My requests' }).waitFor();
    await expect
      .poll(() => member.getByRole('list', { name: 'My requests' }).getByText('Pending').count())
      .toBe(0);
    expect(errors).toEqual([]);
  });
});
