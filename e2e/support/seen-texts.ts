import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __seenTexts?: string[];
  }
}

/**
 * Records the text of every element added to the page from now on (across navigations), so a test
 * can assert that a short-lived message was never shown, not just that it is gone by now.
 */
export async function recordAddedTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__seenTexts = [];
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          const text = node.textContent?.trim();
          if (text) window.__seenTexts?.push(text);
        }
      }
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    );
  });
}

export function addedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__seenTexts ?? []);
}

/**
 * Whether an element whose text matches `pattern` was added since `recordAddedTexts`: the durable
 * evidence of a short-lived message such as a toast, which may be gone before a check could see it.
 */
export async function wasShown(page: Page, pattern: RegExp): Promise<boolean> {
  return (await addedTexts(page)).some((text) => pattern.test(text));
}
