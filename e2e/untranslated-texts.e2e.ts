import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { takeUntranslatedSightings } from './support/untranslated-texts.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The watch every e2e page runs under (support/untranslated-texts.ts) reports what a test must
// fail on; here it is drained by hand, on a page made up for it, so that only this test sees it.
describe("the browser tier's watch for untranslated text", () => {
  it('reports a raw key, an ISO date and an unfilled placeholder where they show, at load and when they appear later', async () => {
    const context = await browser.newContext();
    await context.route('http://atrium.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><style>.a{}</style></head><body>
          <p>notifications.kinds.templates.document_filed</p>
          <p>ana.petrova@example.com sent report.final.docx from https://atrium.example.com/a.b.c</p>
          <span title="Leave from 2026-11-30">Leave</span>
          </body></html>`,
      }),
    );
    const page = await context.newPage();
    await page.goto('http://atrium.test/notifications');
    await page.evaluate(() => {
      const status = document.createElement('div');
      status.setAttribute('aria-valuetext', '{{done}} of {{total}}');
      status.textContent = 'Progress';
      document.body.append(status);
    });
    const reported: string[] = [];
    await expect
      .poll(() => reported.push(...takeUntranslatedSightings().map(({ text }) => text)) && reported, {
        timeout: 5_000,
      })
      .toEqual([
        'notifications.kinds.templates.document_filed  in the text of <p>',
        '2026-11-30  in <span title>',
        '{{done}}  in <div aria-valuetext>',
        '{{total}}  in <div aria-valuetext>',
      ]);
    await context.close();
  });
});
