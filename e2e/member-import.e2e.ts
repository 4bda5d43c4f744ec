import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, describeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
const SCREENSHOTS = process.env.HR_SCREENSHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe('member import in the browser', () => {
  it('the owner uploads a CSV, sees an error by row and column, then imports a corrected file', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, baseUrl, 'owner@demo.test', 'demo1234');
    try {
      await page.goto(`${baseUrl}/admin/users/list`);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Import members from CSV' });
      const stamp = Date.now();
      const wrong = `Е-пошта;Име;Презиме;Датум на раѓање\nimport.${stamp}.a@example.test;Ана;Петровска;31.2.1990\nimport.${stamp}.b@example.test;Борис;Николовски;1.3.1985\n`;
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'members.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(wrong),
      });
      await dialog.getByText('Errors: 1. Nothing will be imported until they are fixed').waitFor();
      await expect(
        dialog.getByRole('cell', { name: '31.2.1990 is no such day', exact: false }).count(),
      ).resolves.toBe(1);
      await shot(page, 'member-import-errors');
      expect(describeViolations('member-import', await blockingViolations(page))).toBe('');
      expect(await dialog.getByRole('button', { name: 'Import 2 rows' }).isDisabled()).toBe(true);

      await dialog
        .getByRole('button', { name: 'Close' })
        .first()
        .click()
        .catch(() => undefined);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'members.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(wrong.replace('31.2.1990', '28.2.1990')),
      });
      await dialog.getByText('Rows: 2. New members: 2. Updates: 0.', { exact: false }).waitFor();
      await shot(page, 'member-import-preview');
      await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
      await dialog
        .locator('[data-testid="job-progress"][data-state="completed"]')
        .waitFor({ timeout: 60_000 });
      await shot(page, 'member-import-done');
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await page.getByLabel('Search').fill(`import.${stamp}`);
      await page.getByText('1–2 of 2').waitFor();
    } finally {
      await context.close();
    }
  }, 180_000);
});
