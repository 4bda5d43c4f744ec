import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { addedTexts, recordAddedTexts } from './support/seen-texts.ts';
import { signIn } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
const DEMO_PASSWORD = 'demo1234';
const MODULE_DENIED = /Your company has no access to/;
/** Phone, tablet and laptop: the landing must not depend on the layout. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
] as const;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await recordAddedTexts(page);
  return page;
}

describe.each(VIEWPORTS)('landing after sign-in at $width × $height', (viewport) => {
  it('lands a company without time tracking on its first open screen without a denial; a followed link is still denied', async () => {
    const page = await newPage(viewport);
    try {
      await signIn(page, baseUrl, 'owner@other.test', DEMO_PASSWORD);
      await page.waitForURL(`${baseUrl}/current-company-info/about`);
      await page.getByRole('heading', { name: 'Company' }).first().waitFor();
      expect((await addedTexts(page)).filter((text) => MODULE_DENIED.test(text))).toEqual([]);

      // A reload of the start page (arriving from the app's own origin) says nothing either.
      await page.goto(`${baseUrl}/`);
      await page.waitForURL(`${baseUrl}/current-company-info/about`);
      expect((await addedTexts(page)).filter((text) => MODULE_DENIED.test(text))).toEqual([]);

      // A link the person follows to a closed screen keeps its message.
      await page.evaluate(() => {
        window.history.pushState(null, '', '/statistics/hours');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page
        .getByText(/Your company has no access to:.*Time tracking/i)
        .first()
        .waitFor();
      await page.waitForURL(`${baseUrl}/current-company-info/about`);
    } finally {
      await page.context().close();
    }
  });

  it('sends a signed-in person opening /login to their start page, not the sign-in card', async () => {
    const page = await newPage(viewport);
    try {
      await signIn(page, baseUrl, 'member@demo.test', DEMO_PASSWORD);
      await page.waitForURL(`${baseUrl}/`);
      await page.goto(`${baseUrl}/login`);
      await page.waitForURL(`${baseUrl}/`);
      // The signed-in frame (on a phone its company name sits in the closed navigation drawer).
      await page.getByTestId('company-name').waitFor({ state: 'attached' });
      await expect(page.getByRole('button', { name: 'Sign in' }).count()).resolves.toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
