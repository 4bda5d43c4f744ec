import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { docxParagraphs, minimalDocx, zipFiles } from '../apps/server/src/modules/templates/minimal-docx.ts';
import { strings as absenceMk } from '../apps/web/src/features/absence/locales/mk.ts';
import { strings as importMk } from '../apps/web/src/features/member-import/locales/mk.ts';
import { strings as templatesMk } from '../apps/web/src/features/templates/locales/mk.ts';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { englishOnScreen, englishTextsFor } from './support/english-on-screen.ts';
import { startMailSink, type MailSink } from './support/mail-sink.ts';
import { phoneFitProblems } from './support/phone-fit.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';

/*
 * A company's first month, as the whole company lives it:
 * the owner creates the company and sets up its absence rules, invites three people who accept
 * through the link the owner copies, a member on a phone in Macedonian asks for leave and the
 * approvers decide from inboxes already open, HR imports the staff and generates a certificate for
 * a department, and a translator's fix reaches the member. Each person has their own browser
 * context; no screen is reloaded to see what others did: open screens follow the company's changes
 * (docs/product/notifications.md#screens-that-stay-current).
 */

/** The demo owner, who creates the new company. */
const OWNER_NAME = 'Olivia Owner';
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const run = Date.now().toString(36);
const COMPANY = `First Month ${run}`;
const DEPARTMENT = 'Field sales';
const LEAVE_TYPE = { en: 'Moving day', mk: 'Ден за селење' };
const HOLIDAY = { en: 'Saint Clement of Ohrid', mk: 'Свети Климент Охридски' };

interface Person {
  givenName: string;
  familyName: string;
  email: string;
  password: string;
  role: 'Member' | 'Administrator';
}
const person = (givenName: string, familyName: string, role: Person['role']): Person => ({
  givenName,
  familyName,
  email: `${givenName.toLowerCase()}.${run}@example.test`,
  password: `${givenName.toLowerCase()}-secret-1`,
  role,
});
/** The member who asks for leave, the approver of the first step, and HR. */
const ANA = person('Ana', 'Petrovska', 'Member');
const BORIS = person('Boris', 'Nikolovski', 'Administrator');
const VESNA = person('Vesna', 'Stojanova', 'Administrator');

let browser: Browser;
let mail: MailSink;
let server: RunningServer;
let baseUrl: string;
const pages: Record<'owner' | 'ana' | 'boris' | 'vesna', Page | undefined> = {
  owner: undefined,
  ana: undefined,
  boris: undefined,
  vesna: undefined,
};
const errors: string[][] = [];

// Its own server, whose mail goes to a local sink: the new people confirm their addresses from
// the mail (docs/decisions/018), while the invitations travel by the copied link alone.
beforeAll(async () => {
  mail = await startMailSink();
  server = await startServer({
    SMTP_URL: mail.url,
    SIGN_IN_RATE_LIMIT: '600',
    TOKEN_RATE_LIMIT: '1200',
  });
  baseUrl = server.baseUrl;
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

async function contextFor(viewport: { width: number; height: number }): Promise<BrowserContext> {
  return browser.newContext({ viewport, locale: 'en-US', acceptDownloads: true });
}

function watched(page: Page): Page {
  errors.push(trackPageErrors(page));
  return page;
}

function need(page: Page | undefined): Page {
  if (!page) throw new Error('An earlier step of the month did not get this far');
  return page;
}

/** Resolves once the page's stream of the company's changes answers (it opens after a quiet moment). */
function streamOpens(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (response) => response.url().includes('/api/Notifications/stream') && response.ok(),
    { timeout: 30_000 },
  );
}

/** Waits for a dialog to close; when it stays, fails with what it says (a refusal, a field's error). */
async function closes(dialog: Locator): Promise<void> {
  await dialog.waitFor({ state: 'detached', timeout: 15_000 }).catch(async (error: Error) => {
    throw new Error(`${error.message}\nThe dialog says: ${await dialog.innerText().catch(() => '')}`);
  });
}

/** Waits for `locator`; when it never comes, fails with what the page says instead. */
async function shows(page: Page, locator: Locator): Promise<void> {
  await locator.waitFor().catch(async (error: Error) => {
    const text = await page.evaluate(() => document.body.innerText.slice(0, 800)).catch(() => '');
    throw new Error(`${error.message}\nAt ${page.url()} the page says: ${text}`);
  });
}

/** Chooses `option` in the select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Page | Locator, label: string | RegExp, option: string) {
  await scope.getByLabel(label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Monday of the week after next (UTC): far enough for any notice, inside the first month. */
function mondayAfterNext(): string {
  const today = new Date().toISOString().slice(0, 10);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, 14 - weekday);
}
const monthName = (day: string, language: 'en' | 'mk') =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(language === 'en' ? 'en-GB' : 'mk', {
    month: 'long',
    timeZone: 'UTC',
  });

/**
 * Opens the date picker labelled `label` inside `scope` and picks `day`, moving month by month.
 * The picker names its days in the page's language: "1 December 2026", "1 декември 2026".
 */
async function pickDay(
  page: Page,
  scope: Page | Locator,
  label: string | RegExp,
  day: string,
  language: 'en' | 'mk' = 'en',
) {
  await scope.getByLabel(label).first().click();
  const name = `${Number(day.slice(8))} ${monthName(day, language)} ${day.slice(0, 4)}`;
  const button = page.getByRole('button', { name: new RegExp(`^${name}`, 'i') });
  const next = page.locator('[data-direction="next"]:visible').first();
  for (let step = 0; step < 14 && !(await button.isVisible()); step++) await next.click();
  await button.click();
  // The calendar closes with a short animation; the next check reads the page without it.
  await page.locator('[data-dates-dropdown]').waitFor({ state: 'detached' });
}

/** A Macedonian text with its `{{placeholders}}` filled, as the screen shows it. */
const filled = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** How long a step of the month took, printed so that a slow seam shows in the run's output. */
function timed(name: string): () => void {
  const started = Date.now();
  return () => console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const IMPORTED = 200;
const CERTIFICATE = minimalDocx([
  { runs: ['Потврда за вработување'], bold: true },
  'Се потврдува дека {{member.fullName}} работи во {{company.name}}, во {{member.department}}.',
]);

describe("a company's first month", () => {
  it('the owner creates the company and sets up leave types and public holidays on a desktop in English', async () => {
    const done = timed('owner set-up');
    const owner = watched(await (await contextFor(DESKTOP)).newPage());
    await signIn(owner, baseUrl, 'owner@demo.test', 'demo1234');
    await owner.goto(`${baseUrl}/company-choose`);
    await owner.getByLabel(/Company name/).fill(COMPANY);
    await owner.getByRole('button', { name: 'Create company' }).click();
    await expect.poll(() => owner.getByTestId('company-name').textContent()).toBe(COMPANY);
    pages.owner = owner;

    // A leave type of its own, named in both languages, that needs no allowance.
    await owner.goto(`${baseUrl}/current-company-info/settings/leave-types`);
    await owner.getByRole('button', { name: 'Add leave type' }).click();
    let dialog = owner.getByRole('dialog', { name: 'Add leave type' });
    await dialog.getByLabel('Name in English').fill(LEAVE_TYPE.en);
    await dialog.getByLabel('Name in Macedonian').fill(LEAVE_TYPE.mk);
    await choose(owner, dialog, 'Category', 'Special leave');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await closes(dialog);
    await owner.getByText(LEAVE_TYPE.en).first().waitFor();

    // A public holiday of the month, added by hand and published for the members.
    await owner.goto(`${baseUrl}/current-company-info/settings/public-holidays`);
    dialog = owner.getByRole('dialog', { name: 'Add a holiday' });
    // Tomorrow, in this year's calendar (the screen opens on this year).
    const today = new Date().toISOString().slice(0, 10);
    const holidayDay = addDays(today, 1).startsWith(today.slice(0, 4)) ? addDays(today, 1) : today;
    const addHoliday = async () => {
      await owner.getByRole('button', { name: 'Add day' }).click();
      await pickDay(owner, dialog, 'Date', holidayDay);
      await dialog.getByLabel('Name in English').fill(HOLIDAY.en);
      await dialog.getByLabel('Name in Macedonian').fill(HOLIDAY.mk);
      await dialog.getByRole('button', { name: 'Save' }).click();
    };
    await addHoliday();
    // A new company's profile names no country, which the calendar follows: the refusal leads to
    // the profile, and back.
    await dialog.getByRole('link', { name: 'Name the company’s country in its profile' }).click();
    await owner.waitForURL('**/current-company-info/about');
    await owner.getByRole('button', { name: 'Edit' }).click();
    await owner.getByRole('combobox', { name: 'Country' }).fill('North');
    await owner.getByRole('option', { name: /^North Macedonia/ }).click();
    await owner.getByRole('button', { name: 'Save' }).click();
    await owner.getByRole('definition').filter({ hasText: 'North Macedonia' }).waitFor();
    await owner.goBack();
    await owner.waitForURL('**/settings/public-holidays');
    await addHoliday();
    await closes(dialog);
    await owner.getByText(HOLIDAY.en).first().waitFor();
    await owner.getByRole('button', { name: /^Publish / }).click();
    await owner.getByText('Every day of this year is published.').waitFor();

    // The department HR will fill from a file.
    await owner.goto(`${baseUrl}/current-company-info/organization/overview`);
    await owner.getByRole('button', { name: 'New division' }).click();
    dialog = owner.getByRole('dialog', { name: 'New division' });
    await dialog.getByLabel('Division name').fill('Sales');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const division = owner.getByRole('region', { name: 'Sales' });
    await division.getByRole('button', { name: '+ Add department' }).click();
    dialog = owner.getByRole('dialog', { name: 'New department in Sales' });
    await dialog.getByLabel('Department name').fill(DEPARTMENT);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await division.getByRole('button', { name: new RegExp(`^${DEPARTMENT}\\b`) }).waitFor();
    done();
  }, 120_000);

  it('the owner invites three people; each accepts through the link the owner copied and signs up at the provider', async () => {
    const done = timed('invitations');
    const owner = need(pages.owner);
    await owner.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await owner.goto(`${baseUrl}/current-company-info/people`);
    await owner.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite a colleague' });
    const links: string[] = [];
    for (const invitee of [ANA, BORIS, VESNA]) {
      await dialog.getByLabel('E-mail').fill(invitee.email);
      await dialog.getByRole('radiogroup', { name: 'Role' }).getByText(invitee.role).click();
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await dialog.getByRole('listitem', { name: invitee.email }).waitFor();
      await dialog.getByRole('button', { name: 'Copy link' }).click();
      await dialog.getByRole('button', { name: 'Copied' }).waitFor();
      const copied = await owner.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await dialog.getByLabel(`Invitation link for ${invitee.email}`).inputValue());
      links.push(copied);
    }
    await owner.keyboard.press('Escape');

    // Ana on a phone, Boris on a phone, Vesna at a desk: each from the link, signed out, at once.
    // Three apps starting and three passwords hashed together take a busy two-core machine most
    // of a minute per page, more than a navigation's default wait.
    const SLOW = 60_000;
    const viewports = [PHONE, PHONE, DESKTOP];
    const accepted = [ANA, BORIS, VESNA].map(async (invitee, index) => {
      const page = watched(await (await contextFor(viewports[index]!)).newPage());
      // The link opened signed out: the sign-in card, "Create account" at the provider, the
      // confirmation from the mail, then signing in lands on the invitation.
      await page.goto(links[index]!);
      await page.waitForURL('**/authentication/login', { timeout: SLOW });
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('link', { name: 'Create account' }).click();
      await page.getByLabel('First name').fill(invitee.givenName);
      await page.getByLabel('Last name').fill(invitee.familyName);
      await page.getByLabel('Email').fill(invitee.email);
      await page.getByLabel('Password').fill(invitee.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await shows(page, page.getByText('Check your email'));
      await page.goto(await mail.linkTo(invitee.email, /\/verify\//));
      await page.getByText('Your email address is confirmed').waitFor();
      await page.goto(`${baseUrl}/`);
      await page.waitForURL('**/authentication/login', { timeout: SLOW });
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByLabel('Email').fill(invitee.email);
      await page.getByLabel('Password').fill(invitee.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/respond-to-invite', { timeout: SLOW });
      await page.getByText(COMPANY).first().waitFor();
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.waitForURL(`${baseUrl}/`, { timeout: SLOW });
      await expect.poll(() => page.getByTestId('company-name').textContent()).toBe(COMPANY);
      return page;
    });
    [pages.ana, pages.boris, pages.vesna] = await Promise.all(accepted);
    done();
  }, 180_000);

  it('the owner sets up the approval chain: Boris first, then the owner', async () => {
    const owner = need(pages.owner);
    await owner.goto(`${baseUrl}/current-company-info/settings/approval-policy`);
    await owner.getByRole('button', { name: 'Add rule' }).click();
    const rule = owner.locator('fieldset').last();
    await rule.getByLabel('Rule name').fill('Everyone');
    await choose(owner, rule, 'Approver', 'A named person');
    await choose(owner, rule, 'Person', `${BORIS.givenName} ${BORIS.familyName}`);
    await rule.getByRole('button', { name: 'Add step' }).click();
    await rule.getByLabel('Approver').last().click();
    await owner.getByRole('option', { name: 'A named person', exact: true }).click();
    await rule.getByLabel('Person').last().click();
    await owner.getByRole('option', { name: OWNER_NAME, exact: true }).click();
    await owner.getByRole('button', { name: 'Save policy' }).click();
    await owner.getByText('Policy saved.').waitFor();
  });

  it('Ana asks for leave on a phone in Macedonian; Boris on a phone, then the owner at a desk, decide from inboxes already open', async () => {
    const done = timed('leave request');
    const [ana, boris, owner] = [need(pages.ana), need(pages.boris), need(pages.owner)];
    const { absence: mk } = absenceMk;
    await ana.getByRole('button', { name: /^Language:/ }).click();
    await ana.getByRole('menuitem', { name: /Македонски/ }).click();
    await ana.waitForFunction(() => document.documentElement.lang === 'mk');

    // The approvers' inboxes are open, and listening, before Ana asks.
    const inboxOf = async (page: Page) => {
      const listening = streamOpens(page);
      await page.goto(`${baseUrl}/admin/absence/overview`);
      await page.getByText('Nothing waits for your decision.').waitFor();
      await listening;
      return page.getByRole('list', { name: 'Waiting for my approval' });
    };
    const borisInbox = await inboxOf(boris);
    const ownerInbox = await inboxOf(owner);

    const listening = streamOpens(ana);
    await ana.goto(`${baseUrl}/absence/overview`);
    const form = ana.getByRole('region', { name: mk.form.title });
    await choose(ana, form, new RegExp(`^${mk.form.leaveType}`), LEAVE_TYPE.mk);
    const firstDay = mondayAfterNext();
    await pickDay(ana, form, new RegExp(`^${mk.form.startsOn}`), firstDay, 'mk');
    await pickDay(ana, form, new RegExp(`^${mk.form.endsOn}`), addDays(firstDay, 1), 'mk');
    expect(await phoneFitProblems(ana)).toEqual([]);
    await form.getByRole('button', { name: mk.form.submit }).click();
    const mine = ana.getByRole('list', { name: mk.requests.title });
    await mine.getByText(mk.status.pending).first().waitFor();
    expect(await englishOnScreen(ana, await englishTextsFor('mk'))).toEqual([]);
    await listening;

    // Boris, named for the first step, sees it arrive and approves it on his phone.
    const asked = borisInbox.getByRole('listitem').filter({ hasText: `${ANA.givenName} ${ANA.familyName}` });
    await asked.waitFor({ timeout: 15_000 });
    expect(await phoneFitProblems(boris)).toEqual([]);
    await boris.getByRole('checkbox', { name: 'Select all' }).check();
    await boris.getByRole('button', { name: 'Approve selected' }).click();
    await boris.getByText('Nothing waits for your decision.').waitFor();

    // The second step is the owner's: it arrives in the inbox open at the desk.
    await ownerInbox
      .getByRole('listitem')
      .filter({ hasText: `${ANA.givenName} ${ANA.familyName}` })
      .waitFor();
    await owner.getByRole('checkbox', { name: 'Select all' }).check();
    await owner.getByRole('button', { name: 'Approve selected' }).click();
    await owner.getByText('Nothing waits for your decision.').waitFor();

    // Ana's list, still open on her phone, says so.
    await mine.getByText(mk.status.approved).first().waitFor({ timeout: 15_000 });
    expect(await mine.getByText(mk.status.pending).count()).toBe(0);
    expect(await englishOnScreen(ana, await englishTextsFor('mk'))).toEqual([]);
    done();
  }, 150_000);

  it('HR imports 200 members from a file at a desk in Macedonian, then generates a certificate for a department', async () => {
    const done = timed('HR');
    const vesna = need(pages.vesna);
    const { memberImport: imports } = importMk;
    const { templates: mk } = templatesMk;
    await vesna.getByRole('button', { name: /^Language:/ }).click();
    await vesna.getByRole('menuitem', { name: /Македонски/ }).click();
    await vesna.waitForFunction(() => document.documentElement.lang === 'mk');

    // 200 people, the first 25 of them in the sales department.
    const rows = Array.from(
      { length: IMPORTED },
      (_, index) =>
        `staff.${index + 1}.${run}@example.test,Вработен${index + 1},Тестовски,${index < 25 ? DEPARTMENT : ''}`,
    );
    await vesna.goto(`${baseUrl}/admin/users/list`);
    await vesna.getByRole('button', { name: imports.open, exact: true }).click();
    const dialog = vesna.getByRole('dialog', { name: imports.title });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'staff.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`E-mail,Given name,Family name,Department\n${rows.join('\n')}\n`),
    });
    await dialog
      .getByText(
        filled(imports.summary, { rows: IMPORTED, creates: IMPORTED, updates: 0 }).split(' Прочитана')[0]!,
        {
          exact: false,
        },
      )
      .waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: filled(imports.run, { count: IMPORTED }) }).click();
    await dialog.locator('[data-testid="job-progress"][data-state="completed"]').waitFor({ timeout: 60_000 });
    await dialog.getByText(imports.result.title).waitFor();
    expect(await englishOnScreen(vesna, await englishTextsFor('mk'))).toEqual([]);
    await dialog.getByRole('button', { name: imports.close }).last().click();

    // A member template of her own, then one run for the department.
    await vesna.goto(`${baseUrl}/templates/user`);
    await vesna.getByRole('link', { name: mk.newTemplate }).click();
    await vesna.getByTestId('uploader').locator('input[type="file"]').setInputFiles({
      name: 'certificate.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: CERTIFICATE,
    });
    await vesna.getByText(filled(mk.editor.fileChosen, { name: 'certificate.docx' })).waitFor();
    await vesna.getByRole('textbox', { name: mk.editor.name }).fill('Потврда за вработување');
    await vesna.getByRole('button', { name: mk.editor.create }).click();
    await vesna.getByRole('heading', { name: 'Потврда за вработување' }).waitFor();
    const bulk = vesna.getByRole('region', { name: mk.bulk.title });
    await bulk.getByRole('radio', { name: mk.bulk.choices.department }).check();
    await bulk.getByRole('combobox', { name: mk.bulk.department }).click();
    await vesna.getByRole('option', { name: DEPARTMENT, exact: true }).click();
    await bulk
      .getByTestId('bulk-count')
      .getByText(filled(mk.bulk.covers_other, { count: 25 }))
      .waitFor();
    await bulk.getByRole('button', { name: filled(mk.bulk.startMembers_other, { count: 25 }) }).click();
    await bulk.getByText(filled(mk.bulk.done_other, { count: 25 })).waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([
      vesna.waitForEvent('download'),
      bulk.getByRole('button', { name: mk.bulk.download }).click(),
    ]);
    const documents = zipFiles(await readFile(await download.path()));
    expect(documents).toHaveLength(25);
    expect(docxParagraphs(documents[0]!.data).join('\n')).toContain(COMPANY);
    expect(await englishOnScreen(vesna, await englishTextsFor('mk'))).toEqual([]);
    done();
  }, 150_000);

  it("a translator's fix, published, reaches Ana", async () => {
    const done = timed('translation');
    const ana = need(pages.ana);
    const desk = async (email: string) => {
      const page = watched(await (await contextFor(DESKTOP)).newPage());
      await signIn(page, baseUrl, email, 'demo1234');
      return page;
    };
    const KEY = 'absence.requests.title';
    const fixed = `Мои барања за отсуство ${run}`;
    const superadmin = await desk('superadmin@demo.test');
    await superadmin.goto(`${baseUrl}/translations/manage-translators`);
    await superadmin.getByLabel(/E-mail of the person/).fill('translator@demo.test');
    await superadmin.getByRole('button', { name: 'Grant language' }).click();
    await superadmin.getByText('translator@demo.test now translates Macedonian.').waitFor();

    const openKey = async (page: Page) => {
      await page.goto(`${baseUrl}/translations/configure-translations`);
      await page.getByLabel('Search', { exact: true }).fill(KEY);
      await page.getByRole('button', { name: `Edit ${KEY}` }).waitFor();
    };
    const translator = await desk('translator@demo.test');
    await openKey(translator);
    await translator.getByRole('button', { name: `Edit ${KEY}` }).click();
    await translator.getByLabel('Translation', { exact: true }).fill(fixed);
    await translator.getByRole('button', { name: 'Save', exact: true }).click();
    await translator.getByText(fixed).waitFor();
    await openKey(superadmin);
    await superadmin.getByRole('button', { name: 'Accept' }).click();
    await superadmin.getByRole('button', { name: 'Accept' }).waitFor({ state: 'detached' });
    await openKey(translator);
    await translator.getByRole('button', { name: 'Publish' }).click();
    await translator.getByText(/Version \d+ is published\./).waitFor();

    // A published version reaches people at their next load (docs/product/translations.md#at-run-time):
    // Ana opens the app again on her phone the next morning.
    const morning = watched(await ana.context().newPage());
    await morning.goto(`${baseUrl}/absence/overview`);
    await morning.getByRole('heading', { name: fixed }).waitFor();
    expect(await englishOnScreen(morning, await englishTextsFor('mk'))).toEqual([]);
    expect(errors.flat()).toEqual([]);
    done();
  }, 120_000);
});
