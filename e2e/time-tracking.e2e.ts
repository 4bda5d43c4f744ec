import { wallClockDate } from '@atrium/contract/dates';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { pinWorkingHoursZone } from './support/working-hours-zone.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
const PASSWORD = 'demo1234';
const run = Date.now().toString(36);
const CLIENT = `E2E Client ${run}`;
const PROJECT = `E2E Website ${run}`;
/** How the timer, quick add and activity forms offer the project: with its client. */
const PROJECT_OPTION = `${CLIENT} — ${PROJECT}`;
const ACTION = 'Development';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface SignedIn {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** The person's zone for this test: the screens read and show times on its clock. */
  zone: string;
  /** Puts the person's own zone back and closes the browser context. */
  close: () => Promise<void>;
}

/**
 * Signs in with a personal zone whose clock is in working hours now, so "two hours ago" is today
 * whenever the suite runs (e2e/support/working-hours-zone.ts).
 */
async function signedIn(email: string): Promise<SignedIn> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await signIn(page, baseUrl, email, PASSWORD);
  const { zone, restore } = await pinWorkingHoursZone(page);
  return {
    context,
    page,
    errors,
    zone,
    async close() {
      await restore();
      await context.close();
    },
  };
}

/** Picks an option of a Mantine Select labelled `label` inside `scope`. */
async function choose(scope: Locator, page: Page, label: string, option: string): Promise<void> {
  await scope
    .getByRole('combobox', { name: label, exact: true })
    .first()
    .click({ timeout: 15_000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: `/tmp/time-tracking-e2e-${label}.png`, fullPage: true });
      throw error;
    });
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Types a time into the 12-hour time field labelled `label` (English: hours, minutes, AM/PM), on
 * the clock of the person's zone: the screens read times in the member's zone, whatever the
 * browser's (docs/decisions/055-local-days.md).
 */
async function typeTime(scope: Locator, zone: string, label: string, instant: Date): Promise<void> {
  const at = wallClockDate(instant, zone);
  const hours12 = at.getHours() % 12 === 0 ? 12 : at.getHours() % 12;
  const hours = scope.getByLabel(`${label}: hours`);
  await hours.click();
  await hours.press('Control+a');
  await hours.pressSequentially(String(hours12).padStart(2, '0'));
  const minutes = scope.getByLabel(`${label}: minutes`);
  await minutes.click();
  await minutes.press('Control+a');
  await minutes.pressSequentially(String(at.getMinutes()).padStart(2, '0'));
  await scope.getByLabel(`${label}: AM or PM`).selectOption(at.getHours() < 12 ? 'AM' : 'PM');
  expect(await hours.inputValue()).toBe(String(hours12).padStart(2, '0'));
  expect(await minutes.inputValue()).toBe(String(at.getMinutes()).padStart(2, '0'));
}

/** `H:MM` → minutes. */
function minutesOf(text: string): number {
  const match = /(\d+):(\d{2})/.exec(text);
  if (!match) throw new Error(`not a duration: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

async function totals(page: Page): Promise<{ day: number; week: number }> {
  await expect
    .poll(() => page.getByTestId('total-weekTotal').getByTestId('total-value').textContent())
    .toMatch(/\d:\d\d/);
  const day = await page.getByTestId('total-dayTotal').getByTestId('total-value').textContent();
  const week = await page.getByTestId('total-weekTotal').getByTestId('total-value').textContent();
  return { day: minutesOf(day ?? ''), week: minutesOf(week ?? '') };
}

const minutesBefore = (minutes: number) => {
  const at = new Date(Date.now() - minutes * 60_000);
  at.setSeconds(0, 0);
  return at;
};

describe('time tracking in a real browser', () => {
  it('an owner adds a client and a project in admin/clients', async () => {
    const { page, errors, zone, close } = await signedIn('owner@demo.test');
    await page.goto(`${baseUrl}/admin/clients`);
    await page.getByRole('link', { name: 'Add client' }).click();
    await page.waitForURL('**/admin/clients/client-update');
    const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Add client' }) });
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('This field is required.').waitFor();
    await panel.getByLabel('Name').fill(CLIENT);
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${baseUrl}/admin/clients`);
    const clientRow = page.getByTestId('clients-table').getByRole('row').filter({ hasText: CLIENT });
    await clientRow.waitFor();
    await clientRow.getByRole('link', { name: 'Add project' }).click();
    await page.waitForURL('**/admin/clients/project-update?clientId=*');
    const projectPanel = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Add project' }) });
    await projectPanel.getByLabel('Name').fill(PROJECT);
    await projectPanel.getByLabel('Budget (hours)').fill('40');
    await projectPanel.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${baseUrl}/admin/clients`);
    const projectRow = page.getByTestId('projects-table').getByRole('row').filter({ hasText: PROJECT });
    await projectRow.waitFor();
    expect(await projectRow.textContent()).toContain(CLIENT);
    expect(await projectRow.textContent()).toContain('40');

    // The owner records a little time too: statistics of a department manager must not show it.
    await page.goto(`${baseUrl}/`);
    const quick = page.getByTestId('quick-add');
    await choose(quick, page, 'Project', PROJECT_OPTION);
    await choose(quick, page, 'Action type', ACTION);
    await typeTime(quick, zone, 'Start', minutesBefore(150));
    await typeTime(quick, zone, 'End', minutesBefore(120));
    await quick.getByRole('button', { name: 'Add' }).click();
    await page.getByTestId('activity-row').filter({ hasText: PROJECT }).first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('a member records a day with the timer and a manual activity, edits it, sees totals and days, and an overlap refused', async () => {
    const { context, page, errors, zone, close } = await signedIn('member@demo.test');
    await page.goto(`${baseUrl}/`);
    await expect(page.getByTestId('day-title').textContent()).resolves.toMatch(/^Today · /);
    await page.getByTestId('timer-card').waitFor();
    const before = await totals(page);
    const rowsBefore = await page.getByTestId('activity-row').count();

    // The timer: start, it runs, survives a reload and shows in a second tab; stop → an activity.
    const timer = page.getByTestId('timer-card');
    await choose(timer, page, 'Project', PROJECT_OPTION);
    await choose(timer, page, 'Action type', ACTION);
    await timer.getByLabel('Description').fill('Timer work');
    await timer.getByRole('button', { name: 'Start timer' }).click();
    await timer.getByTestId('timer-elapsed').waitFor();
    await page.reload();
    await page.getByTestId('timer-elapsed').waitFor();
    expect(await page.getByTestId('timer-card').textContent()).toContain(PROJECT);
    const second = await context.newPage();
    await second.goto(`${baseUrl}/`);
    await second.waitForLoadState('networkidle');
    await second.getByTestId('timer-elapsed').waitFor();
    expect(await second.getByTestId('timer-card').textContent()).toContain('Timer work');
    await second.close();
    await page.waitForTimeout(1500);
    await page.getByTestId('timer-card').getByRole('button', { name: 'Stop' }).click();
    await page.getByTestId('timer-card').getByRole('button', { name: 'Start timer' }).waitFor();
    await expect
      .poll(() => page.getByTestId('activity-row').count(), { timeout: 10_000 })
      .toBe(rowsBefore + 1);

    // A manual activity through quick add, 30 minutes ending 20 minutes ago.
    const quick = page.getByTestId('quick-add');
    await choose(quick, page, 'Project', PROJECT_OPTION);
    await choose(quick, page, 'Action type', ACTION);
    // Both ends from one clock reading: typing is slow enough to cross a minute in between.
    const manualEnd = minutesBefore(30);
    await typeTime(quick, zone, 'Start', new Date(manualEnd.getTime() - 30 * 60_000));
    await typeTime(quick, zone, 'End', manualEnd);
    await quick.getByLabel('Description').fill('Manual work');
    await quick.getByRole('button', { name: 'Add' }).click();
    const manual = page.getByTestId('activity-row').filter({ hasText: 'Manual work' });
    await manual.waitFor();
    expect(await manual.getByTestId('activity-duration').textContent()).toBe('0:30');

    // Edit it: ten minutes longer and a new description.
    await manual.getByRole('button', { name: /^Edit/ }).click();
    await page.waitForURL('**/activity/edit?activityId=*');
    const form = page.getByRole('form', { name: 'Save' });
    await form.getByLabel('Description').fill('Manual work, edited');
    await typeTime(form, zone, 'End', new Date(manualEnd.getTime() + 10 * 60_000));
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${baseUrl}/`);
    const edited = page.getByTestId('activity-row').filter({ hasText: 'Manual work, edited' });
    await edited.waitFor();
    expect(await edited.getByTestId('activity-duration').textContent()).toBe('0:40');
    expect(await page.getByTestId('axis-block').count()).toBeGreaterThanOrEqual(2);

    // Totals: 40 minutes and the timer's seconds more than before, today and this week.
    await expect
      .poll(async () => (await totals(page)).day - before.day, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(40);
    await expect
      .poll(async () => (await totals(page)).week - before.week, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(40);
    const after = await totals(page);
    expect(after.day - before.day).toBeLessThanOrEqual(41);
    expect(after.week - before.week).toBeLessThanOrEqual(41);

    // Yesterday and back: the day changes, the next-day button brings today back with its rows.
    const todayTitle = await page.getByTestId('day-title').textContent();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect.poll(() => page.getByTestId('day-title').textContent()).not.toBe(todayTitle);
    expect(await page.getByTestId('day-title').textContent()).not.toMatch(/^Today/);
    expect(await page.getByTestId('activity-row').filter({ hasText: 'Manual work, edited' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('dateselected'))).not.toBeNull();
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByTestId('activity-row').filter({ hasText: 'Manual work, edited' }).waitFor();
    expect(await page.getByTestId('day-title').textContent()).toBe(todayTitle);
    await expect(page.getByRole('button', { name: 'Next day' }).isDisabled()).resolves.toBe(true);
    const storedId = await page.evaluate(() => localStorage.getItem('timelineid'));
    expect(Number(storedId)).toBeGreaterThan(0);

    // An overlapping activity is refused, naming the clash in local time.
    await page.goto(`${baseUrl}/activity/add`);
    const add = page.getByRole('form', { name: 'Save' });
    await choose(add, page, 'Project', PROJECT_OPTION);
    await choose(add, page, 'Action type', ACTION);
    await typeTime(add, zone, 'Start', minutesBefore(50));
    await typeTime(add, zone, 'End', minutesBefore(40));
    await add.getByRole('button', { name: 'Save' }).click();
    const overlap = page.getByTestId('overlap');
    await overlap.waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/time-tracking-e2e-overlap.png', fullPage: true });
      throw error;
    });
    const message = (await overlap.textContent()) ?? '';
    expect(message).toContain('This time overlaps another activity');
    expect(message).toContain(PROJECT_OPTION);
    // In the screen's local time, not the server's UTC.
    expect(message).not.toContain('UTC');
    expect(page.url()).toContain('/activity/add');

    expect(errors).toEqual([]);
    await close();
  });

  it("a department manager's statistics show only the department's members, and the XLSX export matches the screen", async () => {
    const { page, errors, close } = await signedIn('manager@demo.test');
    await page.goto(`${baseUrl}/statistics/users`);
    await expect(page.getByTestId('statistics-scope').textContent()).resolves.toContain(
      'departments you manage',
    );
    const rows = page.getByTestId('statistics-row');
    await rows.first().waitFor();
    const screenRows = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
    );
    const names = screenRows.map((cells) => cells[0]);
    expect(names).toContain('Milan Member');
    expect(names).not.toContain('Olivia Owner');
    for (const cells of screenRows) expect(cells[1]).toBe('Engineering');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0]!;
    const values = (sheet.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
    // With ABSENCE on, the export adds expected hours, leave and the difference, and a row for each
    // member of the scope without recorded time after the screen's rows
    // (docs/product/time-tracking.md#expected-hours-and-leave).
    expect(values[0]).toEqual([
      'Member',
      'Department',
      'Hours',
      'Billable hours',
      'Activities',
      'Days',
      'Expected hours',
      'Leave hours',
      'Difference hours',
    ]);
    const fileRows = values.slice(1);
    expect(fileRows.length).toBeGreaterThanOrEqual(screenRows.length);
    for (const withoutTime of fileRows.slice(screenRows.length)) expect(Number(withoutTime[2])).toBe(0);
    screenRows.forEach((cells, index) => {
      const file = fileRows[index]!;
      expect(file[0]).toBe(cells[0]);
      expect(file[1]).toBe(cells[1]);
      expect(Number(file[2]).toFixed(2)).toBe(cells[2]);
      expect(Number(file[3]).toFixed(2)).toBe(cells[3]);
      expect(Number(file[4])).toBe(Number(cells[4]));
      expect(Number(file[5])).toBe(Number(cells[5]));
    });

    // Positive control: the owner sees herself in the same report.
    const owner = await signedIn('owner@demo.test');
    await owner.page.goto(`${baseUrl}/statistics/users`);
    await owner.page.getByTestId('statistics-row').filter({ hasText: 'Olivia Owner' }).waitFor();
    await owner.close();

    expect(errors).toEqual([]);
    await close();
  });
});
