import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, describeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { encodePng } from './support/png.ts';
import { serverUrl } from './support/server-url.ts';
import { waitOrDescribe } from './support/screen-shown.ts';
import { signIn } from './support/sign-in.ts';

// A member changes their own picture on account/profile
// (docs/product/human-resources.md#profile-pictures); the header's user menu follows.
const baseUrl = serverUrl();
const SCREENSHOTS = process.env.HR_SCREENSHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, baseUrl, email, 'demo1234');
  return page;
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** The picture in the header's user menu (null while it shows initials). */
const headerPicture = (page: Page) =>
  page
    .getByRole('button', { name: /^User menu/ })
    .locator('img')
    .first()
    .getAttribute('src', { timeout: 1_000 })
    .catch(() => null);

/**
 * Starts from no picture: an earlier run against the same server may have left one. Removes it
 * the way the member would. No other file of the tier sets this member's picture.
 */
async function withoutPicture(page: Page) {
  const remove = page.getByRole('button', { name: 'Remove picture' });
  const add = page.getByRole('button', { name: 'Add a picture' });
  await add.or(remove).first().waitFor();
  if (await add.isVisible()) return;
  await remove.click();
  await page
    .getByRole('dialog', { name: 'Remove your picture?' })
    .getByRole('button', { name: 'Remove picture' })
    .click();
  await add.waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe("a member's own picture", () => {
  it('is refused when too large, previewed, saved, shown in the header, and removed after confirming', async () => {
    const page = await signedIn('member@demo.test', { width: 1366, height: 900 });
    try {
      await page.goto(`${baseUrl}/account/profile`);
      const card = page.getByRole('heading', { name: 'Your picture' });
      await waitOrDescribe(page, card);
      await withoutPicture(page);
      await expect.poll(() => headerPicture(page)).toBeNull();
      expect(describeViolations('account-profile', await blockingViolations(page))).toBe('');

      await page.getByRole('button', { name: 'Add a picture' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your new picture' });
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(6 * 1024 * 1024, 1),
      });
      await dialog
        .getByRole('alert')
        .getByText(/huge\.png is 6\.00 MB; a picture may be up to 5\.00 MB/)
        .waitFor();
      await shot(page, 'hr-own-picture-too-large');

      await dialog.locator('input[type=file]').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: encodePng(320, 240, (x) => (x < 160 ? [0x2f, 0x6f, 0xb0] : [0xf0, 0xa0, 0x30])),
      });
      await dialog.getByRole('img', { name: 'Preview of me.png' }).waitFor();
      expect(await dialog.getByRole('alert').count()).toBe(0);
      expect(describeViolations('account-profile picture dialog', await blockingViolations(page))).toBe('');
      await shot(page, 'hr-own-picture-preview');
      await dialog.getByRole('button', { name: 'Save picture' }).click();
      await page.getByText('Your picture is saved.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => headerPicture(page)).toMatch(/^blob:/);
      await page.getByRole('button', { name: 'Change picture' }).waitFor();
      await shot(page, 'hr-own-picture-desktop');

      await page.getByRole('button', { name: 'Remove picture' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove your picture?' });
      await confirm.getByRole('button', { name: 'Remove picture' }).click();
      await page.getByText('Your picture is removed.').waitFor();
      await page.getByRole('button', { name: 'Add a picture' }).waitFor();
      await expect.poll(() => headerPicture(page)).toBeNull();
    } finally {
      await page.context().close();
    }
  });

  it('works on a phone', async () => {
    const page = await signedIn('member@demo.test', { width: 390, height: 844 });
    try {
      await page.goto(`${baseUrl}/account/profile`);
      await withoutPicture(page);
      await page.getByRole('button', { name: 'Add a picture' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your new picture' });
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: encodePng(200, 200, () => [0x2f, 0x6f, 0xb0]),
      });
      await dialog.getByRole('img', { name: 'Preview of me.png' }).waitFor();
      await shot(page, 'hr-own-picture-phone-preview');
      await dialog.getByRole('button', { name: 'Save picture' }).click();
      await page.getByText('Your picture is saved.').waitFor();
      await page.getByRole('button', { name: 'Change picture' }).waitFor();
      await shot(page, 'hr-own-picture-phone');
    } finally {
      await page.context().close();
    }
  });
});
