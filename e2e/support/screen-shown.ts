import type { Locator, Page } from 'playwright-core';

/**
 * Waits for `locator`; when it never comes, fails saying what the screen showed instead (its
 * language, company and first lines of the main area), so a failure in CI can be read without a
 * screenshot.
 */
export async function waitOrDescribe(page: Page, locator: Locator): Promise<void> {
  await locator.waitFor().catch(async (error: Error) => {
    const shown = await page
      .evaluate(() => ({
        address: window.location.pathname,
        lang: document.documentElement.lang,
        company: document.querySelector('[data-testid="company-name"]')?.textContent ?? '',
        main: (document.querySelector('main')?.textContent ?? '').slice(0, 600),
      }))
      .catch(() => 'nothing readable');
    throw new Error(`${error.message}\nThe screen shows: ${JSON.stringify(shown)}`);
  });
}
