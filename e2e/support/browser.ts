import { chromium, type Browser, type Page } from 'playwright-core';
import { watchForUntranslatedTexts } from './untranslated-texts.ts';

/** Debian's Chromium; the tests never download a browser of their own. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The one browser of a test file. Its pages are watched for raw keys and unfilled placeholders: a
 * test during which one showed fails (support/untranslated-texts.ts).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  watchForUntranslatedTexts(browser);
  return browser;
}

/** Collects uncaught page errors so a test can assert the page ran cleanly. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
