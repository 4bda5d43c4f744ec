import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { blockingViolations, describeViolations } from './support/axe.ts';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { phoneFitProblems } from './support/phone-fit.ts';
import { serverUrl } from './support/server-url.ts';
import { signIn } from './support/sign-in.ts';
import { signedWith, startWebhookReceiver, type ReceivedWebhook } from './support/webhook-receiver.ts';

/*
 * Integrations from the screens (docs/product/integrations.md): the owner registers a webhook to
 * a receiver this test runs on 127.0.0.1 (its certificate is trusted by the test servers,
 * support/global-setup.ts), a manager's decision on a leave request reaches it signed as Standard
 * Webhooks sign, and the owner's open deliveries list shows it without a reload; then a member's
 * personal API token calls the API until it is revoked on the member's screen.
 */
const baseUrl = serverUrl();
const SHOTS = process.env['WEBHOOK_SCREENSHOTS'];
const WEBHOOKS = `${baseUrl}/current-company-info/settings/webhooks`;
/** How long a delivery may take: queued after the commit, sent by a job, announced on the stream. */
const DELIVERY_MS = 60_000;

let browser: Browser;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  receiver = await startWebhookReceiver(inject('webhookReceiver'));
});
afterEach(async () => {
  // What a test made goes again even when it failed half-way, so that its retry and the next file
  // of this server meet the demo data as it was, and the receiver counts only the retry's deliveries.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  receiver.received.length = 0;
});
afterAll(async () => {
  await browser?.close();
  await receiver?.stop();
});

async function pageAs(email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  context.setDefaultNavigationTimeout(60_000);
  const page = await context.newPage();
  await signIn(page, baseUrl, email, 'demo1234');
  return page;
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** No serious or critical axe violation on what the page shows now. */
const accessible = async (page: Page, screen: string) =>
  expect(describeViolations(screen, await blockingViolations(page))).toBe('');

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** How the app writes a day in English ("Jan 5, 2027"). */
const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
/**
 * Weekdays seven to ten weeks ahead: other files of the same server ask for days in the next
 * three weeks and at the end of the year.
 */
function requestDays(): string[] {
  const start = addDays(new Date().toISOString().slice(0, 10), 49);
  return Array.from({ length: 21 }, (_, index) => addDays(start, index)).filter((day) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6;
  });
}

const decided = (delivery: ReceivedWebhook) =>
  (JSON.parse(delivery.body) as { type?: string }).type === 'leave.request_decided';

describe('webhooks and API tokens', () => {
  it("the owner's webhook receives a manager's decision, signed, and its delivery shows on the open screen", async () => {
    const owner = await pageAs('owner@demo.test');
    const errors = trackPageErrors(owner);
    await owner.goto(WEBHOOKS);
    await owner.getByRole('tab', { name: 'Webhooks' }).waitFor();

    // Registered for one event, to the receiver; the secret is shown once.
    await owner.getByRole('button', { name: 'Register a webhook' }).click();
    const form = owner.getByRole('dialog', { name: 'Register a webhook' });
    await form.getByLabel(/^Name/).fill('Leave desk');
    await form.getByLabel(/^Address/).fill(receiver.url);
    await form.getByRole('checkbox', { name: 'A leave request was decided' }).check();
    await shot(owner, 'webhook-register');
    await accessible(owner, 'register a webhook');
    await form.getByRole('button', { name: 'Register' }).click();
    const secretField = form.getByRole('textbox', { name: 'Signing secret' });
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);
    await accessible(owner, 'the new secret');
    await form.getByRole('button', { name: 'Done' }).click();
    const card = owner.getByRole('listitem').filter({ hasText: 'Leave desk' });
    await card.getByText('Nothing sent yet').waitFor();
    const listed = await apiCall<{ webhooks: { webhookId: string; name: string }[] }>(
      owner,
      'GET',
      '/api/Webhooks',
    );
    const webhookId = listed.body.webhooks.find((webhook) => webhook.name === 'Leave desk')!.webhookId;
    cleanups.push(() => apiCall(owner, 'DELETE', `/api/Webhooks/${webhookId}`));

    // The owner watches the deliveries; the stream is open before anyone decides.
    const streamOpened = owner.waitForResponse(
      (response) => response.url().includes('/api/Notifications/stream') && response.ok(),
      { timeout: 90_000 },
    );
    await owner.reload();
    await streamOpened;
    await owner.getByRole('button', { name: 'Deliveries of Leave desk' }).click();
    const deliveries = owner.getByRole('dialog', { name: 'Deliveries of Leave desk' });
    await deliveries.getByText('No event was sent to this webhook yet.').waitFor();

    // The member asks for a day through the API; the manager rejects it on the approvals screen.
    const member = await pageAs('member@demo.test');
    const types = await apiCall<{ leaveTypeId: string; names: { en: string } }[]>(
      member,
      'GET',
      '/api/LeaveTypes',
    );
    const annual = types.body.find((type) => type.names.en === 'Annual leave')!;
    let asked: { leaveRequestId: string; day: string } | null = null;
    for (const day of requestDays()) {
      const submitted = await apiCall<{ leaveRequestId: string }>(member, 'POST', '/api/LeaveRequests', {
        leaveTypeId: annual.leaveTypeId,
        startsOn: day,
        endsOn: day,
      });
      if (submitted.status === 201) {
        asked = { leaveRequestId: submitted.body.leaveRequestId, day };
        break;
      }
    }
    expect(asked, 'a free weekday for the member').not.toBeNull();
    const manager = await pageAs('manager@demo.test');
    cleanups.push(() =>
      apiCall(manager, 'POST', '/api/LeaveRequests/decisions', {
        leaveRequestIds: [asked!.leaveRequestId],
        decision: 'rejected',
        comment: null,
      }),
    );
    await manager.goto(`${baseUrl}/admin/absence/overview`);
    const item = manager
      .getByRole('list', { name: 'Waiting for my approval' })
      .getByRole('listitem')
      .filter({ hasText: 'Milan Member' })
      .filter({ hasText: shortDay(asked!.day) });
    await item.getByRole('checkbox', { name: 'Select Milan Member' }).check();
    await manager.getByLabel('Comment for the selected requests').fill('That week is taken');
    await manager.getByRole('button', { name: 'Reject selected' }).click();
    await item.waitFor({ state: 'detached' });

    // The receiver has it, signed with the secret shown once.
    await expect.poll(() => receiver.received.filter(decided).length, { timeout: DELIVERY_MS }).toBe(1);
    const delivery = receiver.received.find(decided)!;
    expect(signedWith(secret, delivery)).toBe(true);
    expect(signedWith('whsec_' + Buffer.from('another secret').toString('base64'), delivery)).toBe(false);
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: 'leave.request_decided',
      data: { startsOn: asked!.day, endsOn: asked!.day, state: 'rejected' },
    });

    // The open deliveries list shows it without a reload, with the receiver's answer.
    const row = deliveries.getByTestId('webhook-delivery').filter({ hasText: 'A leave request was decided' });
    await row.getByText('Delivered').waitFor({ timeout: DELIVERY_MS });
    await row.getByText('HTTP 200').waitFor();
    await shot(owner, 'webhook-deliveries');
    await accessible(owner, 'deliveries');
    await owner.keyboard.press('Escape');
    await card.getByText('HTTP 200', { exact: false }).waitFor({ timeout: DELIVERY_MS });
    await shot(owner, 'webhooks');
    await accessible(owner, 'webhooks');

    // On a phone the screen and its dialogs fit without scrolling sideways.
    const phone = await pageAs('owner@demo.test', { width: 390, height: 844 });
    await phone.goto(WEBHOOKS);
    await phone.getByRole('button', { name: 'Deliveries of Leave desk' }).waitFor();
    expect(await phoneFitProblems(phone)).toEqual([]);
    await shot(phone, 'webhooks-phone');
    await phone.getByRole('button', { name: 'Deliveries of Leave desk' }).click();
    await phone.getByRole('dialog', { name: 'Deliveries of Leave desk' }).getByText('HTTP 200').waitFor();
    expect(await phoneFitProblems(phone)).toEqual([]);
    await accessible(phone, 'deliveries on a phone');
    await shot(phone, 'webhook-deliveries-phone');
    await phone.keyboard.press('Escape');
    await phone.getByRole('button', { name: 'Register a webhook' }).click();
    await phone.getByRole('dialog', { name: 'Register a webhook' }).getByText('Human resources').waitFor();
    expect(await phoneFitProblems(phone)).toEqual([]);
    await shot(phone, 'webhook-register-phone');

    // Deleted with the shared confirmation.
    await owner.getByRole('button', { name: 'Delete Leave desk' }).click();
    await owner
      .getByRole('dialog', { name: 'Delete this webhook?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await card.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  }, 300_000);

  it("a member's personal API token calls the API as them until it is revoked on their screen", async () => {
    const member = await pageAs('member@demo.test');
    await member.goto(`${baseUrl}/account/api-tokens`);
    const name = `Leave export ${Date.now()}`;
    await member.getByLabel(/^Name/).fill(name);
    await member.getByRole('checkbox', { name: 'Read absence' }).check();
    await member.getByRole('button', { name: 'Create token' }).click();
    const tokenField = member.getByRole('textbox', { name: 'New API token' });
    await tokenField.waitFor();
    const token = await tokenField.inputValue();
    expect(token).toMatch(/^atr_pat_/);
    await member.getByRole('button', { name: 'Done' }).click();
    const listed = await apiCall<{ tokens: { tokenId: string; name: string }[] }>(
      member,
      'GET',
      '/api/ApiTokens/mine',
    );
    const tokenId = listed.body.tokens?.find((entry) => entry.name === name)?.tokenId;
    if (tokenId) cleanups.push(() => apiCall(member, 'DELETE', `/api/ApiTokens/mine/${tokenId}`));

    // Outside the browser, as a script would.
    const call = () =>
      fetch(`${baseUrl}/api/LeaveTypes`, { headers: { authorization: `Bearer ${token}` } }).then(
        async (response) => ({ status: response.status, body: (await response.json()) as unknown }),
      );
    const allowed = await call();
    expect(allowed.status).toBe(200);
    expect(JSON.stringify(allowed.body)).toContain('Annual leave');
    // Its one scope reads absence; a write is refused.
    const write = await fetch(`${baseUrl}/api/LeaveTypes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(write.status).toBe(403);

    await member.getByRole('button', { name: `Revoke ${name}` }).click();
    await member
      .getByRole('dialog', { name: 'Revoke this token?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await member.getByTestId('api-token-row').filter({ hasText: name }).getByText('Revoked').waitFor();
    expect((await call()).status).toBe(401);
  }, 180_000);
});
