import type { Page } from 'playwright-core';

/**
 * A fresh API access token for the signed-in person of this page, obtained the way the app does
 * after a reload: through the HttpOnly refresh cookie (the test never sees the cookie itself).
 */
export async function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/account/refresh-token', { method: 'POST', credentials: 'include' });
    if (!response.ok) throw new Error(`refresh answered ${response.status}`);
    return ((await response.json()) as { token: string }).token;
  });
}
