import type { Page } from 'playwright-core';

/** Signs in from the app's own sign-in screen through the provider's page (Email, Password). */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.waitForURL('**/authentication/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await waitUntilBackInApp(page, baseUrl);
}

/** Creates an account at the provider from the app's sign-in screen, then signs in with it. */
export async function signUp(
  page: Page,
  baseUrl: string,
  person: { givenName: string; familyName: string; email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.waitForURL('**/authentication/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill(person.givenName);
  await page.getByLabel('Last name').fill(person.familyName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Check your email').waitFor();
  await page.getByRole('link', { name: /sign in/i }).click();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await waitUntilBackInApp(page, baseUrl);
}

async function waitUntilBackInApp(page: Page, baseUrl: string): Promise<void> {
  const origin = new URL(baseUrl).origin;
  await page.waitForURL(
    (url) => url.origin === origin && !url.pathname.startsWith('/oidc') && !url.search.includes('code='),
    { timeout: 20_000 },
  );
  await page.waitForLoadState('networkidle');
}

/** Signs out from the user menu, confirming at the provider when it asks. */
export async function signOut(page: Page, baseUrl: string): Promise<void> {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByRole('button', { name: 'Yes, sign me out' });
  await Promise.race([
    page.waitForURL(`${baseUrl}/authentication/login`, { timeout: 20_000 }),
    confirm.waitFor({ timeout: 20_000 }).then(() => confirm.click()),
  ]);
  await page.waitForURL(`${baseUrl}/authentication/login`, { timeout: 20_000 });
}

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

/** Every value in the page's local and session storage, as `key=value` lines. */
export async function webStorageOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
    ),
  );
}
