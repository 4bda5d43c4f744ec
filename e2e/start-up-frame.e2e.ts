import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
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

/** Holds every API call of the page until `release()`: a slow API, as long as the test needs. */
async function holdApi(page: Page): Promise<{ held: () => number; release: () => Promise<void> }> {
  const waiting: Route[] = [];
  let open = false;
  await page.route('**/api/**', async (route) => {
    if (open) return route.continue();
    waiting.push(route);
  });
  return {
    held: () => waiting.length,
    release: async () => {
      open = true;
      await Promise.all(waiting.splice(0).map((route) => route.continue()));
    },
  };
}

async function frameIsShown(page: Page, viewport: { width: number }): Promise<void> {
  const frame = page.locator('[data-boot]');
  await frame.waitFor();
  expect(await frame.getAttribute('role')).toBe('status');
  expect(await page.locator('.boot-header').textContent()).toContain('Atrium');
  expect(await page.locator('.boot-header').boundingBox()).toMatchObject({ y: 0, height: 60 });
  expect(await page.locator('.boot-spinner').isVisible()).toBe(true);
  // The navigation's skeleton where the navigation itself shows: beside the page from 768 px.
  expect(await page.locator('.boot-nav').isVisible()).toBe(viewport.width >= 768);
}

describe('a full load shows the frame at once', () => {
  for (const viewport of VIEWPORTS) {
    it(`while start-up waits for the API, signed in, at ${viewport.width}×${viewport.height}`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      try {
        await signIn(page, baseUrl, 'member@demo.test', 'demo1234');
        const api = await holdApi(page);
        await page.reload({ waitUntil: 'domcontentloaded' });
        await expect.poll(api.held).toBeGreaterThan(0);
        await frameIsShown(page, viewport);
        // The app's scripts have run by now and are waiting: the frame is still there, not white.
        await page.waitForTimeout(500);
        await frameIsShown(page, viewport);
        await api.release();
        await page.getByTestId('company-name').waitFor({ state: 'attached' });
        await expect(page.locator('[data-boot]').count()).resolves.toBe(0);
      } finally {
        await context.close();
      }
    });
  }
});
