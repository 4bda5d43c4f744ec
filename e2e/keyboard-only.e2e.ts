import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { watchRequests } from './support/in-app.ts';
import { accessTokenOf } from './support/access-token.ts';
import { serverUrl } from './support/server-url.ts';

/**
 * Keyboard only (docs/accessibility.md#keyboard-only): a demo member signs in, records an activity
 * on the timeline and signs out; the owner signs in, adds a client, opens and closes the
 * invitation dialog and signs out. No pointer action at all: the page is driven with Tab,
 * Shift+Tab, Enter, Space, the arrow keys and typing, and the focused control shows a focus ring.
 */
const baseUrl = serverUrl();
const run = Date.now().toString(36);
const DESCRIPTION = `Keyboard work ${run}`;
const CLIENT = `Keyboard Client ${run}`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** What has the focus, for a failure message: tag, role and name as the page shows them. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing (body)';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}> ${name}`;
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user moves
 * through the page; fails after `limit` presses naming where the focus went.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  await target.waitFor();
  const visited: string[] = [];
  for (let press = 0; press < limit; press++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    visited.push(await focusedElement(page));
  }
  if (await isFocused(target)) return;
  throw new Error(
    `Tab did not reach ${target.toString()} in ${limit} presses; it went to:\n  ${visited.join('\n  ')}`,
  );
}

/** Whether the focused element draws a focus indicator: an outline or a box shadow. */
async function focusIndicator(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing is focused';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return outline || shadow ? 'visible' : `none on <${element.tagName.toLowerCase()}>`;
  });
}

/** Signs in from the app's sign-in screen through the provider's page, with the keyboard. */
async function signInWithKeyboard(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.waitForURL('**/authentication/login');
  const start = page.getByRole('button', { name: 'Sign in' });
  await tabTo(page, start);
  expect(await focusIndicator(page)).toBe('visible');
  await page.keyboard.press('Enter');
  const emailField = page.getByLabel('Email');
  await tabTo(page, emailField);
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  const origin = new URL(baseUrl).origin;
  await page.waitForURL(
    (url) => url.origin === origin && !url.pathname.startsWith('/oidc') && !url.search.includes('code='),
    { timeout: 20_000 },
  );
  await page.waitForFunction(() => Boolean(document.documentElement.dataset['currentScreen']));
}

/** Signs out from the user menu with the keyboard, confirming at the provider when it asks. */
async function signOutWithKeyboard(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: /^User menu/ }), { backwards: true });
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await signOut.waitFor();
  for (let press = 0; press < 10 && !(await isFocused(signOut)); press++)
    await page.keyboard.press('ArrowDown');
  expect(await isFocused(signOut)).toBe(true);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('button', { name: 'Yes, sign me out' });
  const backInApp = (url: URL) => url.href === `${baseUrl}/authentication/login`;
  await Promise.race([
    page.waitForURL(backInApp, { timeout: 20_000 }),
    confirm.waitFor({ timeout: 20_000 }).then(async () => {
      await tabTo(page, confirm);
      await page.keyboard.press('Enter');
    }),
  ]);
  await page.waitForURL(backInApp, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
}

/**
 * Chooses the first option of a select when it has no value yet: ArrowDown opens it, Enter picks.
 * The options are looked up in the listbox this select controls (`aria-controls`), never in any
 * listbox on the page: the previous select's list may still be closing when this one opens.
 */
async function chooseFirstIfEmpty(page: Page, select: Locator): Promise<void> {
  await tabTo(page, select);
  if ((await select.inputValue()) !== '') return;
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => select.getAttribute('aria-expanded')).toBe('true');
  const listboxId = await select.getAttribute('aria-controls');
  expect(listboxId).toBeTruthy();
  const listbox = page.locator(`[id="${listboxId}"]`);
  await listbox.getByRole('option').first().waitFor();
  for (let press = 0; press < 3; press++) {
    if ((await listbox.locator('[role="option"][data-combobox-selected]').count()) > 0) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect.poll(() => select.inputValue()).not.toBe('');
}

/** Types a time into the 12-hour time field labelled `label`: hours, minutes, then AM or PM. */
async function typeTimeWithKeyboard(
  page: Page,
  scope: Locator,
  label: string,
  hours: string,
  minutes: string,
  half: 'AM' | 'PM',
): Promise<void> {
  const hoursField = scope.getByLabel(`${label}: hours`);
  await tabTo(page, hoursField);
  await page.keyboard.press('Control+a');
  await page.keyboard.type(hours);
  const minutesField = scope.getByLabel(`${label}: minutes`);
  await tabTo(page, minutesField);
  await page.keyboard.press('Control+a');
  await page.keyboard.type(minutes);
  const halfField = scope.getByLabel(`${label}: AM or PM`);
  await tabTo(page, halfField);
  // A closed native select takes the first letter of an option.
  await page.keyboard.type(half[0]!);
  await expect.poll(() => halfField.inputValue()).toBe(half);
  expect([await hoursField.inputValue(), await minutesField.inputValue()]).toEqual([hours, minutes]);
}

// The demo data as it was for the files after this one (through the API, not the page).
// One token for all the calls: each refresh counts against the server's per-address token limit.
async function removeActivity(page: Page, description: string): Promise<void> {
  const token = await accessTokenOf(page);
  const days = await apiCall<{ timelineId: number }[]>(
    page,
    'GET',
    '/api/Users/current-user/timelines',
    undefined,
    token,
  );
  for (const { timelineId } of days.status === 200 ? days.body : []) {
    const day = await apiCall<{ activities: { activityId: number; description: string | null }[] }>(
      page,
      'GET',
      `/api/Timelines/${timelineId}`,
      undefined,
      token,
    );
    const activity =
      day.status === 200 ? day.body.activities.find((one) => one.description === description) : undefined;
    if (activity) await apiCall(page, 'DELETE', `/api/Activities/${activity.activityId}`, undefined, token);
  }
}

async function removeClient(page: Page, name: string): Promise<void> {
  const clients = await apiCall<{ clientId: string; name: string }[]>(page, 'GET', '/api/Clients');
  const client = clients.status === 200 ? clients.body.find((one) => one.name === name) : undefined;
  if (client) await apiCall(page, 'DELETE', `/api/Clients/${client.clientId}`);
}

describe('keyboard only', () => {
  it('a member signs in, records an activity on the timeline and signs out', async () => {
    const page = await newPage();
    const errors = trackPageErrors(page);
    const quiet = watchRequests(page);
    try {
      await signInWithKeyboard(page, 'member@demo.test');
      await page.waitForFunction(() => document.documentElement.dataset['currentScreen'] === 'home');
      await quiet.settled();

      // The day before today, late in the evening: in the past wherever the clock stands, and
      // after the demo's working hours.
      const previousDay = page.getByRole('button', { name: 'Previous day' });
      await tabTo(page, previousDay);
      const dayTitle = await page.getByTestId('day-title').textContent();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('day-title').textContent()).not.toBe(dayTitle);
      await quiet.settled();

      const quick = page.getByTestId('quick-add');
      await chooseFirstIfEmpty(page, quick.getByRole('combobox', { name: 'Project', exact: true }));
      await chooseFirstIfEmpty(page, quick.getByRole('combobox', { name: 'Action type', exact: true }));
      await typeTimeWithKeyboard(page, quick, 'Start', '09', '00', 'PM');
      await typeTimeWithKeyboard(page, quick, 'End', '09', '30', 'PM');
      await tabTo(page, quick.getByLabel('Description'));
      await page.keyboard.type(DESCRIPTION);
      const add = quick.getByRole('button', { name: 'Add' });
      await tabTo(page, add);
      expect(await focusIndicator(page)).toBe('visible');
      await page.keyboard.press('Enter');
      await page.getByTestId('activity-row').filter({ hasText: DESCRIPTION }).waitFor();
      await removeActivity(page, DESCRIPTION);

      await signOutWithKeyboard(page);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('the owner adds a client, opens and closes the invitation dialog, and signs out', async () => {
    const page = await newPage();
    const errors = trackPageErrors(page);
    const quiet = watchRequests(page);
    try {
      await signInWithKeyboard(page, 'owner@demo.test');
      await quiet.settled();

      // Through the navigation: the focus moves to the new screen's heading, with its ring.
      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      await tabTo(page, navigation.getByRole('link', { name: 'Clients' }));
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.documentElement.dataset['currentScreen'] === 'admin-clients');
      const heading = page.locator('#main-content').getByRole('heading').first();
      await expect.poll(() => isFocused(heading)).toBe(true);
      expect(await focusIndicator(page)).toBe('visible');
      await page.screenshot({ path: '/tmp/keyboard-only-heading-focus.png' });

      await tabTo(page, page.getByRole('link', { name: 'Add client' }));
      await page.keyboard.press('Enter');
      const panel = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Add client' }) });
      await tabTo(page, panel.getByLabel('Name'));
      await page.keyboard.type(CLIENT);
      await tabTo(page, panel.getByRole('button', { name: 'Save' }));
      expect(await focusIndicator(page)).toBe('visible');
      await page.keyboard.press('Enter');
      await page.getByTestId('clients-table').getByRole('row').filter({ hasText: CLIENT }).waitFor();
      await removeClient(page, CLIENT);

      // A dialog gives the focus back to the control that opened it.
      await tabTo(page, navigation.getByRole('link', { name: 'Company', exact: true }), { backwards: true });
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => document.documentElement.dataset['currentScreen'] === 'company-info-about',
      );
      // Tabs: Tab reaches the chosen one, the arrow keys move to (and open) the others.
      await tabTo(page, page.getByRole('tab', { selected: true }));
      const people = page.getByRole('tab', { name: 'People' });
      for (let press = 0; press < 6 && !(await isFocused(people)); press++)
        await page.keyboard.press('ArrowRight');
      if ((await people.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => document.documentElement.dataset['currentScreen'] === 'company-info-people',
      );
      const invite = page.getByRole('button', { name: 'Invite', exact: true });
      await tabTo(page, invite);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
      await dialog.waitFor();
      await expect
        .poll(async () => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(invite)).toBe(true);

      await signOutWithKeyboard(page);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
