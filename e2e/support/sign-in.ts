import type { Page } from 'playwright-core';
import { saveLanguage } from './api.ts';

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
  await startInEnglish(page);
}

/**
 * Every scenario starts in English. A person's language is saved on the server, so a file that
 * chose Macedonian for someone and failed before it put English back would leave every later file
 * of the same server reading Macedonian, and failing on texts it never meant to test.
 */
async function startInEnglish(page: Page): Promise<void> {
  const language = await page.evaluate(() => document.documentElement.lang);
  if (language === '' || language === 'en') return;
  await saveLanguage(page, 'en');
  await page.reload();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await page.waitForLoadState('networkidle');
}

/**
 * Creates an account at the provider from the app's sign-in screen, follows the confirmation link
 * from the mail (an unconfirmed address cannot sign in: docs/decisions/018), then signs in.
 */
export async function signUp(
  page: Page,
  baseUrl: string,
  person: { givenName: string; familyName: string; email: string; password: string },
  confirmationLink: () => Promise<string>,
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
  await page.goto(await confirmationLink());
  await page.getByText('Your email address is confirmed').waitFor();
  await signIn(page, baseUrl, person.email, person.password);
}

async function waitUntilBackInApp(page: Page, baseUrl: string): Promise<void> {
  const origin = new URL(baseUrl).origin;
  await page.waitForURL(
    (url) => url.origin === origin && !url.pathname.startsWith('/oidc') && !url.search.includes('code='),
    { timeout: 20_000 },
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Signs out from the user menu, confirming at the provider when it asks (after a reload the app
 * has no ID token hint to offer; decision 037). Waits for the provider's end-session page first:
 * the app shows its sign-in card at once, before the browser leaves for the provider and back.
 */
export async function signOut(page: Page, baseUrl: string): Promise<void> {
  const endSession = page.waitForURL((url) => url.pathname.endsWith('/session/end'), {
    timeout: 20_000,
    waitUntil: 'commit',
  });
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await endSession;
  const confirm = page.getByRole('button', { name: 'Yes, sign me out' });
  const backInApp = (url: URL) => url.href === `${baseUrl}/authentication/login`;
  await Promise.race([
    page.waitForURL(backInApp, { timeout: 20_000 }),
    confirm.waitFor({ timeout: 20_000 }).then(() => confirm.click()),
  ]);
  await page.waitForURL(backInApp, { timeout: 20_000 });
  await page.waitForLoadState('load');
}

/** Every value in the page's local and session storage, as `key=value` lines. */
export async function webStorageOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
    ),
  );
}
