import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
const DEMO_PASSWORD = 'demo1234';
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
] as const;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, baseUrl, email, DEMO_PASSWORD);
  return page;
}

/** The dialog's controls fit the viewport: nothing is cut off at the right edge. */
async function fitsViewport(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.left >= 0 && box.right <= window.innerWidth + 0.5;
  }, selector);
}

describe('inviting a colleague from the interface', () => {
  for (const viewport of VIEWPORTS) {
    it(`an administrator invites, sends again and withdraws from People and Organisation at ${viewport.width}×${viewport.height}`, async () => {
      const page = await signedIn('admin@demo.test', viewport);
      const email = `colleague.${viewport.width}.${Date.now()}@example.test`;
      try {
        await page.goto(`${baseUrl}/current-company-info/people`);
        await page.getByRole('button', { name: 'Invite', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
        await dialog.waitFor();
        expect(await fitsViewport(page, '[role="dialog"]')).toBe(true);

        // A wrong address is named at its field and nothing is sent.
        await dialog.getByLabel('E-mail').fill('not-an-address');
        await dialog.getByRole('button', { name: 'Send invitation' }).click();
        await dialog.getByText('This is not an e-mail address.').waitFor();
        // An existing member is refused by the server, at the same field.
        await dialog.getByLabel('E-mail').fill('member@demo.test');
        await dialog.getByRole('button', { name: 'Send invitation' }).click();
        await dialog.getByText('This address already belongs to a member of the company.').waitFor();

        await dialog.getByLabel('E-mail').fill(email);
        await dialog.getByText('Administrator', { exact: true }).click();
        await dialog.getByRole('button', { name: 'Send invitation' }).click();
        await page.getByText(`Invitation sent to ${email}.`).waitFor();
        const item = dialog.getByRole('listitem', { name: email });
        await item.waitFor();
        await item.getByText('Administrator').waitFor();

        const before = await apiCall<{ inviteId: string; email: string; role: string }[]>(
          page,
          'GET',
          '/api/CompanyInvites',
        );
        const first = before.body.find((invite) => invite.email === email);
        expect(first?.role).toBe('ADMIN');

        await item.getByRole('button', { name: `Send again to ${email}` }).click();
        await page.getByText(`Invitation sent again to ${email}.`).waitFor();
        await expect
          .poll(async () => {
            const now = await apiCall<{ inviteId: string; email: string }[]>(
              page,
              'GET',
              '/api/CompanyInvites',
            );
            return now.body.filter((invite) => invite.email === email).map((invite) => invite.inviteId);
          })
          .not.toEqual([first?.inviteId]);

        await dialog.getByRole('button', { name: `Withdraw the invitation to ${email}` }).click();
        await page.getByText(`Invitation to ${email} withdrawn.`).waitFor();
        await expect.poll(() => dialog.getByRole('listitem', { name: email }).count()).toBe(0);
        const after = await apiCall<{ email: string }[]>(page, 'GET', '/api/CompanyInvites');
        expect(after.body.filter((invite) => invite.email === email)).toEqual([]);
        await page.keyboard.press('Escape');

        // The organisation screen offers the same.
        await page.goto(`${baseUrl}/current-company-info/organization/overview`);
        await page.getByRole('button', { name: 'Invite', exact: true }).click();
        await page.getByRole('dialog', { name: 'Invite a colleague' }).getByLabel('E-mail').waitFor();
      } finally {
        await page.context().close();
      }
    });
  }

  it('offers no invitation to a member, and the server refuses one', async () => {
    const page = await signedIn('member@demo.test', VIEWPORTS[0]);
    try {
      await page.goto(`${baseUrl}/current-company-info/people`);
      await page.getByRole('searchbox', { name: 'Search' }).waitFor();
      await expect(page.getByRole('button', { name: 'Invite', exact: true }).count()).resolves.toBe(0);
      const refused = await apiCall(page, 'POST', '/api/CompanyInvites', {
        email: 'someone@example.test',
        role: 'MEMBER',
      });
      expect(refused.status).toBe(403);
    } finally {
      await page.context().close();
    }
  });
});
