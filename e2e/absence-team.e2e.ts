import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { waitOrDescribe } from './support/screen-shown.ts';
import { signIn } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
const SHOTS = process.env['ABSENCE_SCREENSHOTS'];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pageAs(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, baseUrl, email, 'demo1234');
  return page;
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** The demo member's sick leave starts on the Monday two weeks before this week's (seed-leave-requests.ts). */
function sickLeaveMonth(): { sameMonth: boolean } {
  const today = new Date();
  const weekday = (today.getUTCDay() + 6) % 7;
  const monday = new Date(today);
  monday.setUTCDate(today.getUTCDate() - weekday - 14);
  return { sameMonth: monday.getUTCMonth() === today.getUTCMonth() };
}

describe("the team's absence", () => {
  it("a colleague sees the member's sick leave as Away in the planner and the feed omits its type", async () => {
    const colleague = await pageAs('superadmin@demo.test');
    const errors = trackPageErrors(colleague);
    await colleague.goto(`${baseUrl}/absence/planner`);
    const grid = colleague.getByRole('table', { name: 'Absences by person and day' });
    await grid.waitFor();
    if (!sickLeaveMonth().sameMonth) {
      await colleague.getByRole('button', { name: 'Previous month' }).click();
      await grid.waitFor();
    }
    const milan = grid.getByRole('row', { name: /Milan Member/ });
    await milan.getByRole('img', { name: 'Away' }).first().waitFor();
    expect(await colleague.getByText('Sick leave').count()).toBe(0);
    await shot(colleague, 'absence-planner');

    // The member's own feed: the sick leave is "Away" there too, with a stable UID.
    const member = await pageAs('member@demo.test');
    await member.goto(`${baseUrl}/account/general-settings`);
    const card = member.getByRole('region', { name: 'Calendar feed' });
    await waitOrDescribe(member, card);
    // "Make a new address" when the member already has one: both show a fresh address once.
    const make = card.getByRole('button', { name: /^Make (a new )?address$/ });
    await make.waitFor().catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe card shows: ${await card.innerText()}`);
    });
    await make.click();
    const address = await card.getByRole('textbox', { name: 'Feed address' }).inputValue();
    await shot(member, 'account-absence');
    const feed = await fetch(address.replace(/^https?:\/\/[^/]+/, baseUrl));
    expect(feed.status).toBe(200);
    const text = await feed.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('Milan Member: Away');
    expect(text).not.toContain('Sick leave');
    expect(text).toMatch(/STATUS:CANCELLED/);
    expect(errors).toEqual([]);
  });

  it('the owner sets a coverage rule; a manager sees the gantt chart', async () => {
    const owner = await pageAs('owner@demo.test');
    await owner.goto(`${baseUrl}/current-company-info/settings/coverage`);
    const rules = owner.getByRole('table', { name: 'Coverage rules by department' });
    await rules.waitFor();
    await rules.getByRole('button', { name: 'Set rule: Engineering' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Coverage rule of Engineering' });
    await dialog.getByLabel('At least (people)').fill('3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await rules.getByText('At least 3 people present').waitFor();
    await shot(owner, 'coverage-rules');

    const manager = await pageAs('manager@demo.test');
    await manager.goto(`${baseUrl}/admin/absence/gantt`);
    const chart = manager.getByRole('table', { name: 'Absences by member and day' });
    await chart.waitFor();
    await chart.getByText('Milan Member').waitFor();
    await shot(manager, 'absence-gantt');
    await manager.locator('label', { hasText: 'Quarter' }).click();
    await chart.getByText('Milan Member').waitFor();
    await shot(manager, 'absence-gantt-quarter');
  });
});
