import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';
import { hoursShown } from './support/amounts.ts';

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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Monday of the week after today's (UTC): the demo data keep that week free for the member. */
function nextMonday(): string {
  const today = new Date().toISOString().slice(0, 10);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, 7 - weekday);
}
/** How the date picker names a day ("1 December 2026"). */
const dayName = (day: string) =>
  `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/**
 * Opens the date picker labelled `label` inside `scope` and picks `day`, moving month by month:
 * forwards, and backwards once the picker's last allowed month is reached.
 */
async function pickDay(page: Page, scope: Page | Locator, label: string, day: string) {
  await scope.getByLabel(new RegExp(`^${label}`)).click();
  const button = page.getByRole('button', { name: dayName(day), exact: true });
  for (const direction of ['next', 'previous']) {
    const control = page.locator(`[data-direction="${direction}"]:visible`).first();
    for (let step = 0; step < 24 && !(await button.isVisible()) && (await control.isEnabled()); step++) {
      await control.click();
    }
  }
  if (!(await button.isVisible())) {
    const shown = await page.locator('.mantine-DatePickerInput-calendarHeaderLevel:visible').allInnerTexts();
    throw new Error(`${label}: ${dayName(day)} is not in the picker, which shows ${shown.join(', ')}`);
  }
  await button.click();
}

/** How the app writes a day in English ("Jan 5, 2027"). */
const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Chooses `option` in the Mantine select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope
    .getByLabel(new RegExp(`^${label}`))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The hours of a balance line such as "Reserved by pending requests: 5 days" (0 when not shown). */
async function hoursOf(page: Page, label: string): Promise<number> {
  const line = page.getByText(new RegExp(`^${label}: `));
  if ((await line.count()) === 0) return 0;
  return hoursShown((await line.first().textContent()) ?? '');
}

interface MyRequest {
  leaveRequestId: string;
  startsOn: string;
  endsOn: string;
  status: string;
  requestedMinutes: number;
  leaveTypeId: string;
  comment: string | null;
}

describe('absence requests and approvals', () => {
  it('the member asks for two half days and hours with a preview, comes back early from a week; the manager then the owner approve; balances, the planner and the timeline show it', async () => {
    const member = await pageAs('member@demo.test');
    const errors = trackPageErrors(member);
    await member.goto(`${baseUrl}/absence/overview`);
    await member.getByRole('heading', { name: 'My balances' }).waitFor();
    const myRequests = member.getByRole('list', { name: 'My requests' });
    await myRequests.getByText('Pending').first().waitFor();
    await member.getByRole('button', { name: 'Explain' }).first().click();
    await member
      .getByText(/^Carried (in|over from \d{4})/)
      .first()
      .waitFor();
    await shot(member, 'absence-overview-explain');
    await member.keyboard.press('Escape');
    // The explanation's drawer has gone before the form under it is used.
    await member.getByRole('dialog').waitFor({ state: 'detached' });
    const reservedBefore = await hoursOf(member, 'Reserved by pending requests');
    const pendingBefore = await myRequests.getByText('Pending').count();

    // Tuesday morning, Wednesday afternoon and two hours on Thursday of next week.
    const monday = nextMonday();
    const asks = [
      { part: 'Morning', day: addDays(monday, 1), takes: '4 h' },
      { part: 'Afternoon', day: addDays(monday, 2), takes: '4 h' },
      { part: 'Hours', day: addDays(monday, 3), takes: '2 h' },
    ];
    const form = member.getByRole('region', { name: 'New request' });
    for (const [index, ask] of asks.entries()) {
      await choose(member, form, 'Leave type', 'Annual leave');
      await choose(member, form, 'How much of the day', ask.part);
      await pickDay(member, form, 'First day', ask.day);
      const preview = form.getByRole('region', { name: 'What it takes' });
      await preview.getByText(`What it takes: ${ask.takes}`).waitFor();
      await preview.getByText(new RegExp(`^${ask.day.slice(0, 4)}: .* now, .* after$`)).waitFor();
      if (index === 0) await shot(member, 'absence-new-request-preview');
      await form.getByRole('button', { name: 'Request leave' }).click();
      await expect.poll(() => myRequests.getByText('Pending').count()).toBe(pendingBefore + index + 1);
    }
    await expect.poll(() => hoursOf(member, 'Reserved by pending requests')).toBe(reservedBefore + 10);

    // Come back early from the approved week ahead: the last day becomes its Tuesday.
    const mine = async () => (await apiCall<MyRequest[]>(member, 'GET', '/api/LeaveRequests/mine')).body;
    const week = (await mine()).find((request) => request.comment === 'Trip to Ohrid')!;
    expect(week.status).toBe('approved');
    // The week's own entry: other files on this server may give the member other approved leave.
    await myRequests
      .getByRole('listitem')
      .filter({ hasText: `${shortDay(week.startsOn)} – ${shortDay(week.endsOn)}` })
      .getByRole('button', { name: 'Come back early' })
      .click();
    const dialog = member.getByRole('dialog', { name: 'Change an approved absence' });
    await pickDay(member, dialog, 'New last day', addDays(week.startsOn, 1));
    await dialog.getByRole('button', { name: 'Send' }).click();
    await myRequests.getByText('Change asked: waiting for approval').waitFor();
    await shot(member, 'absence-overview');

    // The manager decides the first step of all five; their own request is not among them.
    const manager = await pageAs('manager@demo.test');
    await manager.goto(`${baseUrl}/admin/absence/overview`);
    const inbox = manager.getByRole('list', { name: 'Waiting for my approval' });
    await inbox.waitFor();
    await expect.poll(() => inbox.getByRole('listitem').count()).toBe(5);
    expect(await inbox.getByText('Mara Manager').count()).toBe(0);
    await inbox.getByText('Asks to change an approved absence').waitFor();
    await shot(manager, 'absence-inbox');
    await manager.getByRole('checkbox', { name: 'Select all' }).check();
    await manager.getByLabel('Comment for the selected requests').fill('Have a good week');
    await manager.getByRole('button', { name: 'Approve selected' }).click();
    await manager.getByText('Nothing waits for your decision.').waitFor();

    const owner = await pageAs('owner@demo.test');
    await owner.goto(`${baseUrl}/admin/absence/overview`);
    const ownerInbox = owner.getByRole('list', { name: 'Waiting for my approval' });
    await ownerInbox.waitFor();
    await expect.poll(() => ownerInbox.getByText('Milan Member').count()).toBe(5);
    await owner.getByRole('checkbox', { name: 'Select all' }).check();
    await owner.getByRole('button', { name: 'Approve selected' }).click();
    await owner.getByText('Nothing waits for your decision.').waitFor();

    await owner.goto(`${baseUrl}/current-company-info/settings/approval-policy`);
    await owner.getByLabel('Rule name').first().waitFor();
    await shot(owner, 'approval-policy');

    // The member: nothing pending, nothing reserved; the week ends on its Tuesday and the days
    // after it are back in the balance (reversal entries).
    await member.reload();
    await member.getByRole('heading', { name: 'My requests' }).waitFor();
    await expect.poll(() => myRequests.getByText('Pending').count()).toBe(0);
    expect(await hoursOf(member, 'Reserved by pending requests')).toBe(0);
    const shortened = (await mine()).find((request) => request.leaveRequestId === week.leaveRequestId)!;
    expect(shortened.endsOn).toBe(addDays(week.startsOn, 1));
    const givenBack = week.requestedMinutes - shortened.requestedMinutes;
    expect(givenBack).toBeGreaterThan(0);
    const explained = await apiCall<{
      entries: { kind: string; sourceId: string | null; minutes: number }[];
    }>(
      member,
      'GET',
      `/api/LeaveBalances/explanation?leaveTypeId=${week.leaveTypeId}&year=${week.startsOn.slice(0, 4)}`,
    );
    expect(
      explained.body.entries
        .filter((entry) => entry.sourceId === week.leaveRequestId)
        .map((entry) => [entry.kind, entry.minutes]),
    ).toEqual([
      ['taken', -week.requestedMinutes],
      ['reversal', givenBack],
    ]);

    // The team planner shows the three approved absences of next week.
    await member.goto(`${baseUrl}/absence/planner`);
    const grid = member.getByRole('table', { name: 'Absences by person and day' });
    await grid.waitFor();
    const thisMonth = new Date().toISOString().slice(0, 7);
    if (asks[0]!.day.slice(0, 7) !== thisMonth) {
      await member.getByRole('button', { name: 'Next month' }).click();
    }
    const row = grid.getByRole('row', { name: /Milan Member/ });
    await expect
      .poll(() => row.getByRole('img', { name: 'Annual leave', exact: true }).count())
      .toBeGreaterThanOrEqual(asks.filter((ask) => ask.day.slice(0, 7) === asks[0]!.day.slice(0, 7)).length);
    await shot(member, 'absence-planner');

    // The timeline (home) shows approved leave on its day. It opens past days and today only, so
    // the days asked above show there when they come; the demo data's approved sick leave, on the
    // Monday two weeks before this week's, shows now (with its type: the member is its owner).
    const sickMonday = addDays(nextMonday(), -21);
    await member.goto(`${baseUrl}/?day=${sickMonday}`);
    const leave = member.getByTestId('day-leave').filter({ hasText: 'Sick leave' });
    await leave.first().waitFor();
    expect(await leave.filter({ hasText: 'Pending' }).count()).toBe(0);
    await shot(member, 'absence-timeline-day');
    expect(errors).toEqual([]);
  }, 240_000);
});
