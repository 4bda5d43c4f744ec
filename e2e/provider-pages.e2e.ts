import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
] as const;
/** Atrium blue of the app's theme (apps/web/src/app/theme.ts), as the browser reports it. */
const ATRIUM_BLUE = 'rgb(38, 81, 201)';
// After sign-in the account's own saved language applies; either is fine for these steps.
const SIGN_OUT = /^(Sign out|Одјава)$/;
const QUESTION = /Do you want to sign out|Дали сакате да се одјавите/;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function backInApp(page: Page): Promise<void> {
  await page.waitForURL(
    (url) =>
      url.origin === new URL(baseUrl).origin &&
      !url.pathname.startsWith('/oidc') &&
      !url.search.includes('code='),
    { timeout: 20_000 },
  );
}

describe("the provider's pages look and speak like the product", () => {
  for (const viewport of VIEWPORTS) {
    it(`sign-in in the language chosen on the card, sign-out without a question, at ${viewport.width}×${viewport.height}`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl}/login`);
        await page.waitForURL('**/authentication/login');
        await page.getByRole('button', { name: /^Language:/ }).click();
        await page.getByRole('menuitem', { name: /Македонски/ }).click();
        await page.getByRole('button', { name: 'Најави се' }).click();

        // The provider's page: Macedonian, Atrium blue, the product's mark and font.
        await page.getByLabel('Е-пошта').waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe('mk');
        await page.getByRole('heading', { name: 'Најава' }).waitFor();
        // The heading is in the document before the page's stylesheet has arrived: colours are
        // read once the page has loaded.
        await page.waitForLoadState('load');
        const button = page.locator('.btn-primary');
        expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
          ATRIUM_BLUE,
        );
        expect(
          await page.locator('.brand-mark').evaluate((element) => getComputedStyle(element).backgroundColor),
        ).toBe(ATRIUM_BLUE);
        expect(
          await page.locator('html').evaluate((element) => getComputedStyle(element).fontFamily),
        ).toMatch(/^Inter,/);

        await page.getByLabel('Е-пошта').fill('member@demo.test');
        await page.getByLabel('Лозинка').fill('demo1234');
        await button.click();
        await backInApp(page);
        await page.getByTestId('company-name').waitFor({ state: 'attached' });

        // Sign out: straight back to the sign-in card, the provider asks nothing.
        // The provider's end-session page passes straight through: a question there would need a
        // click that nobody makes, and the wait for the sign-in card after it would time out.
        const endSession = page.waitForResponse((response) => response.url().includes('/oidc/session/end?'));
        await page.getByRole('button', { name: /^(User menu|Кориснички мени)/ }).click();
        await page.getByRole('menuitem', { name: SIGN_OUT }).click();
        const providerPage = await endSession;
        // A page that asked would wait for a click, its body readable; one already navigated away
        // from (its body gone) passed straight through, which is what this checks.
        const shown = await providerPage.text().catch(() => '');
        expect(shown).not.toMatch(QUESTION);
        await page.waitForURL((url) => url.pathname === '/authentication/login' && !url.search, {
          timeout: 20_000,
        });
        await page.waitForLoadState('load');
        expect(new URL(page.url()).origin).toBe(new URL(baseUrl).origin);
        // Signed out for real: the next sign-in asks for the password again.
        await page.getByRole('button', { name: /^(Sign in|Најави се)$/ }).click();
        await page.getByLabel(/^(Password|Лозинка)$/).waitFor();
      } finally {
        await context.close();
      }
    });
  }
});
