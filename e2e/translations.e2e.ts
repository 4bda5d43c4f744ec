import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { serverUrl } from './support/server-url.ts';
import { signIn } from './support/sign-in.ts';

const baseUrl = serverUrl();
const KEY = 'shell.sections.work';
const BROKEN = 'timeTracking.timer.runningSince';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pageAs(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, baseUrl, email, 'demo1234');
  return page;
}

async function openKey(page: Page, key: string): Promise<void> {
  await page.goto(`${baseUrl}/translations/configure-translations`);
  await page.getByLabel('Search', { exact: true }).fill(key);
  await page.getByRole('button', { name: `Edit ${key}` }).waitFor();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
}

describe('translations', () => {
  it('a label changed by a translator, reviewed and published reaches a member without a rebuild; a broken placeholder blocks publishing; a rollback brings the old label back', async () => {
    const superadmin = await pageAs('superadmin@demo.test');
    const errors = trackPageErrors(superadmin);
    await superadmin.goto(`${baseUrl}/translations/manage-translators`);
    await superadmin.getByLabel(/E-mail of the person/).fill('translator@demo.test');
    await superadmin.getByRole('button', { name: 'Grant language' }).click();
    await superadmin.getByText('translator@demo.test now translates Macedonian.').waitFor();

    const label = `Работа ${Date.now().toString(36)}`;
    const translator = await pageAs('translator@demo.test');
    await openKey(translator, KEY);
    await translator.getByRole('button', { name: `Edit ${KEY}` }).click();
    await translator.getByLabel('Translation', { exact: true }).fill(label);
    await translator.getByRole('button', { name: 'Save', exact: true }).click();
    await translator.getByText(label).waitFor();
    // Without the review right for Macedonian there is nothing to accept.
    expect(await translator.getByRole('button', { name: 'Accept' }).count()).toBe(0);

    await openKey(superadmin, KEY);
    await superadmin.getByRole('button', { name: 'Accept' }).click();
    await superadmin.getByRole('button', { name: 'Accept' }).waitFor({ state: 'detached' });
    await publish(superadmin);
    const published = await superadmin.getByText(/Version \d+ is published\./).textContent();

    const member = await pageAs('member@demo.test');
    await member.getByRole('button', { name: /^Language:/ }).click();
    await member.getByRole('menuitem', { name: /Македонски/ }).click();
    await member.getByText(label).first().waitFor();
    await member.reload();
    await member.getByText(label).first().waitFor();

    // A broken placeholder: saved and accepted, but publishing names the key and refuses.
    await openKey(superadmin, BROKEN);
    await superadmin.getByRole('button', { name: `Edit ${BROKEN}` }).click();
    await superadmin.getByLabel('Translation', { exact: true }).fill('Тече од {{vreme}}');
    await superadmin.getByText('Missing placeholder {{time}}').waitFor();
    await superadmin.getByRole('button', { name: 'Save', exact: true }).click();
    await superadmin.getByRole('button', { name: 'Accept' }).click();
    await superadmin.getByRole('button', { name: 'Accept' }).waitFor({ state: 'detached' });
    await publish(superadmin);
    const refusal = superadmin.getByRole('alert').filter({ hasText: 'Publishing failed' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(BROKEN);

    // Roll back to the first version: the member sees the old label after a reload.
    const first = superadmin.getByText(/^Version 1,/).locator('xpath=..');
    await first.getByRole('button', { name: 'Roll back to this version' }).click();
    await superadmin.getByText(/Version 1 is served again as version \d+\./).waitFor();
    await member.reload();
    await member.getByText('Работа', { exact: true }).first().waitFor();
    expect(await member.getByText(label).count()).toBe(0);

    // Leave the language publishable for whoever comes next.
    await openKey(superadmin, BROKEN);
    await superadmin.getByRole('button', { name: `Edit ${BROKEN}` }).click();
    await superadmin.getByLabel('Translation', { exact: true }).fill('Тече од {{time}}');
    await superadmin.getByRole('button', { name: 'Save', exact: true }).click();
    await superadmin.getByRole('button', { name: 'Accept' }).click();
    expect(published).toMatch(/Version \d+ is published\./);
    expect(errors).toEqual([]);
  }, 180_000);
});
