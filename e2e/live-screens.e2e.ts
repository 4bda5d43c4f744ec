import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';

/*
 * Open screens stay current without a reload when another person writes in a shared area
 * (docs/product/notifications.md#screens-that-stay-current). The stream opens once the page has
 * been quiet for two seconds, so the test waits for it, then on the screen, never on a timer.
 */
const baseUrl = serverUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, baseUrl, email, 'demo1234');
  return page;
}

describe('screens that stay current', () => {
  it("the owner's open list of pending invitations shows the administrator's new invitation, and its withdrawal, without a reload", async () => {
    const owner = await signedIn('owner@demo.test');
    const admin = await signedIn('admin@demo.test');
    const email = `live.${Date.now()}@example.test`;
    const streamOpened = owner.waitForResponse(
      (response) => response.url().includes('/api/Notifications/stream') && response.ok(),
      { timeout: 30_000 },
    );
    await owner.goto(`${baseUrl}/current-company-info/people`);
    await owner.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite a colleague' });
    await dialog.getByRole('heading', { name: 'Pending invitations' }).waitFor();
    const item = dialog.getByRole('listitem', { name: email });
    expect(await item.count()).toBe(0);

    // Until the stream is open a write is only seen at the next visit: wait for its answer, which
    // the server sends once it listens for the company's changes.
    await streamOpened;
    const created = await apiCall<{ inviteId: string }>(admin, 'POST', '/api/CompanyInvites', {
      email,
      role: 'MEMBER',
    });
    expect(created.status).toBe(201);
    await item.waitFor({ timeout: 10_000 });

    const withdrawn = await apiCall(admin, 'DELETE', `/api/CompanyInvites/${created.body.inviteId}`);
    expect(withdrawn.status).toBe(204);
    await item.waitFor({ state: 'detached', timeout: 10_000 });
  });
});
