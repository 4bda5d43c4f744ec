import type { CompanyFiles } from '@atrium/contract/company-files';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, saveLanguage } from './support/api.ts';
import { blockingViolations, describeViolations } from './support/axe.ts';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { phoneFitProblems } from './support/phone-fit.ts';
import { englishOnScreen, englishTextsFor } from './support/english-on-screen.ts';
import { openInApp, watchFetches, type QuietWatch } from './support/in-app.ts';
import { loadRouteTable, type RouteTable } from './support/route-table.ts';
import {
  addressesFor,
  demoValuesFor,
  subjectOf,
  VIEWPORTS,
  walkAndScan,
  type Language,
  type ViewportName,
} from './support/route-walk.ts';
import { signIn } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';

/**
 * WCAG 2.2 AA as axe checks it (docs/accessibility.md): every route of the app's route table, as
 * each demo role that may open it; no serious or critical violation. English at desktop and phone
 * size; Macedonian and Albanian at phone size, where their longer words wrap and press on their
 * neighbours, with the frame at desktop size too (decision 042: a translation changes a screen's
 * text, not its structure or colours), as the owner, the member and the translator; the
 * administrator and the manager in English only. The superadmin in English, and in the other two
 * for the translation screens only they open. A screen identical to one already scanned (same language,
 * size and document) is skipped. The roles walk two at a time, each in a browser context of its own.
 * Then the dialogs and opened states a screen shows only after an action, once, as the owner in
 * English at both sizes.
 */
const baseUrl = serverUrl();
const SIZES: readonly ViewportName[] = ['desktop', 'phone'];
const OTHER_LANGUAGES: readonly Language[] = ['mk', 'sq'];

let browser: Browser;
let table: RouteTable;
/** English interface texts that must not show on a Macedonian or Albanian screen. */
let english: Record<'mk' | 'sq', Set<string>>;

beforeAll(async () => {
  let mk: Set<string>, sq: Set<string>;
  [browser, table, mk, sq] = await Promise.all([
    launchBrowser(),
    loadRouteTable(),
    englishTextsFor('mk'),
    englishTextsFor('sq'),
  ]);
  english = { mk, sq };
});
afterAll(async () => {
  await browser?.close();
});

// Motion is reduced, as a person who asks for it sees the app: colours are then measured at rest,
// not halfway through a transition.
async function newPage(size: ViewportName = 'desktop'): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[size],
    locale: 'en-US',
    reducedMotion: 'reduce',
    // The installable app's worker is tested on its own (installable-app.e2e.ts); here every
    // request goes to the server directly, so the walk sees when each one ends.
    serviceWorkers: 'block',
  });
  return context.newPage();
}

/** Chooses the interface language in the header, as a person does (it is saved for them). */
async function chooseLanguage(page: Page, quiet: QuietWatch, language: Language): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /, (EN|MK|SQ)$/ })
    .click();
  await page.locator(`[role="menuitem"][lang="${language}"]`).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await quiet.settled();
}

async function scanNow(page: Page, screen: string): Promise<string> {
  return describeViolations(screen, await blockingViolations(page));
}

interface RolePlan {
  email: string;
  /** Other languages than English to walk, and which routes in them (all when absent). */
  languages?: readonly Language[];
  onlyInOtherLanguages?: (address: string) => boolean;
}

const ROLES: readonly RolePlan[] = [
  { email: 'owner@demo.test', languages: OTHER_LANGUAGES },
  // An administrator's and a manager's screens are the owner's with fewer actions: the owner's
  // walk in Macedonian and Albanian covers their texts, and their own walks stay in English so
  // that the whole walk fits the browser tier's time.
  { email: 'admin@demo.test' },
  { email: 'manager@demo.test' },
  { email: 'member@demo.test', languages: OTHER_LANGUAGES },
  { email: 'translator@demo.test', languages: OTHER_LANGUAGES },
  {
    email: 'superadmin@demo.test',
    languages: OTHER_LANGUAGES,
    onlyInOtherLanguages: (address) => address.startsWith('/translations/'),
  },
];

describe('accessibility (axe: no serious or critical violations)', () => {
  it('the sign-in screen and the provider’s sign-in page, at both sizes', async () => {
    const problems: string[] = [];
    for (const size of SIZES) {
      const page = await newPage(size);
      const quiet = await watchFetches(page);
      try {
        await page.goto(`${baseUrl}/`);
        await page.waitForURL('**/authentication/login');
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        await quiet.settled();
        problems.push(await scanNow(page, `${size} sign-in screen`));
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByLabel('Password').waitFor();
        await quiet.settled();
        problems.push(await scanNow(page, `${size} provider sign-in page`));
      } finally {
        await page.context().close();
      }
    }
    expect(problems.filter(Boolean).join('\n')).toBe('');
  });

  // Two roles at a time: a walk spends most of its time waiting for a screen's requests to end,
  // which another walk's scans can use. Each role has its own person and browser context, and the
  // tests around these two never run beside them (the dialogs test signs in as the owner).
  it.concurrent.for(ROLES)(
    'every route of the table $email may open',
    // Generous for a busy machine: the owner's walk, in three languages over every module, is the
    // longest (about four minutes on a quiet one).
    { timeout: 600_000 },
    async ({ email, languages = [], onlyInOtherLanguages = () => true }, { expect }) => {
      const page = await newPage();
      const errors = trackPageErrors(page);
      const quiet = await watchFetches(page);
      try {
        await signIn(page, baseUrl, email, 'demo1234');
        const subject = await subjectOf(page);
        const addresses = addressesFor(table, subject, await demoValuesFor(page, subject));
        expect(addresses.length, 'routes this role may open').toBeGreaterThan(0);
        const problems: string[] = [];
        let scanned = 0;
        let identical = 0;
        let openMs = 0;
        let scanMs = 0;
        const began = performance.now();
        const walk = async (
          size: ViewportName,
          walked: typeof addresses,
          label: string,
          language: Language = 'en',
        ) => {
          await page.setViewportSize(VIEWPORTS[size]);
          // On a Macedonian or Albanian screen, no line of English interface text either.
          // The translation screens show each key's English source beside its translation by
          // design, so they are scanned by axe but not held to this.
          const englishLeft = async (scanned: Page) =>
            language === 'en' || new URL(scanned.url()).pathname.startsWith('/translations/')
              ? []
              : (await englishOnScreen(scanned, english[language])).map(
                  (line) => `English on screen: “${line}”`,
                );
          // At phone size every screen fits the screen's width (support/phone-fit.ts).
          const check = async (scanned: Page) => [
            ...(await englishLeft(scanned)),
            ...(size === 'phone' ? await phoneFitProblems(scanned) : []),
          ];
          const result = await walkAndScan(page, quiet, walked, `${label} ${size}`, check);
          problems.push(...result.problems);
          scanned += result.scanned.length;
          identical += result.identical.length;
          openMs += result.openMs;
          scanMs += result.scanMs;
        };
        for (const size of SIZES) await walk(size, addresses, `${email} en`);
        for (const language of languages) {
          const walked = addresses.filter(({ address }) => onlyInOtherLanguages(address));
          if (walked.length === 0) continue;
          await page.setViewportSize(VIEWPORTS.desktop);
          await chooseLanguage(page, quiet, language);
          // The frame at desktop size (its navigation labels, the document's language) with the
          // first screen; every screen at phone size (decision 042).
          await walk('desktop', walked.slice(0, 1), `${email} ${language}`, language);
          await walk('phone', walked, `${email} ${language}`, language);
        }
        console.info(
          `${email}: ${scanned} screens scanned, ${identical} skipped as identical; ` +
            `${Math.round(performance.now() - began)} ms, opening ${Math.round(openMs)} ms, axe ${Math.round(scanMs)} ms`,
        );
        expect(problems.join('\n')).toBe('');
        expect(errors).toEqual([]);
      } finally {
        // The choice was saved for the person: put English back for the other test files.
        if (languages.length > 0) {
          await saveLanguage(page, 'en');
        }
        await page.context().close();
      }
    },
  );

  it('the dialogs, confirmations and opened forms, as the owner in English at both sizes', async () => {
    const page = await newPage();
    const errors = trackPageErrors(page);
    const quiet = await watchFetches(page);
    const problems: string[] = [];
    const section = `Accessibility check ${Date.now().toString(36)}`;
    const fileName = `accessibility-${Date.now().toString(36)}.csv`;
    try {
      await signIn(page, baseUrl, 'owner@demo.test', 'demo1234');
      const { search } = await demoValuesFor(page, await subjectOf(page));
      const scanned = async (label: string) => problems.push(await scanNow(page, label));
      /** Closes the open dialog with Escape; the focus must go back to the control that opened it. */
      const closeDialog = async (opener: string) => {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''))
          .toBe(opener);
      };
      for (const size of SIZES) {
        await page.setViewportSize(VIEWPORTS[size]);
        const at = (what: string) => `${size} ${what}`;

        // The activity form, asking before it deletes (a red filled button).
        await openInApp(page, `/activity/edit${search['activity-edit'] ?? ''}`, 'activity-edit', quiet);
        await page.getByRole('button', { name: 'Delete', exact: true }).click();
        await page.getByText('Delete this activity?').waitFor();
        await scanned(at('activity form, delete confirmation'));

        // The client form with its field errors, and the client and project forms asking before
        // they delete.
        await openInApp(page, '/admin/clients', 'admin-clients', quiet);
        await page.getByRole('link', { name: 'Add client' }).click();
        const clientPanel = page
          .locator('section')
          .filter({ has: page.getByRole('heading', { name: 'Add client' }) });
        await clientPanel.getByRole('button', { name: 'Save' }).click();
        await clientPanel.getByText('This field is required.').first().waitFor();
        await scanned(at('client form with field errors'));
        for (const [screen, confirm] of [
          ['admin-clients-client-update', 'Delete this client and its projects?'],
          ['admin-clients-project-update', 'Delete this project?'],
        ] as const) {
          const where = screen.replace('admin-clients-', '/admin/clients/');
          await openInApp(page, `${where}${search[screen] ?? ''}`, screen, quiet);
          await page.getByRole('button', { name: 'Delete', exact: true }).click();
          await page.getByText(confirm).waitFor();
          await scanned(at(`${screen} form, delete confirmation`));
        }

        // Company files: a section with one uploaded file (made once), its uploader, the toast
        // that says the file is there, and the dialog that asks before deleting it.
        await openInApp(page, '/current-company-info/company-files', 'company-info-company-files', quiet);
        const region = page.getByRole('region', { name: section });
        if (size === 'desktop') {
          await page.getByRole('link', { name: 'Manage sections' }).click();
          const sections = page.getByRole('region', { name: 'Sections' });
          await sections.getByLabel('New section').fill(section);
          await sections.getByRole('button', { name: 'Add' }).click();
          await region.getByText('No files in this section yet.').waitFor();
          await region
            .getByTestId('uploader')
            .locator('input[type="file"]')
            .setInputFiles({
              name: fileName,
              mimeType: 'text/csv',
              buffer: Buffer.from('name,hours\nAna,7.5\n'),
            });
          // The toast stays while the pointer rests on it.
          const toast = page.locator('[data-toast="success"]').filter({ hasText: fileName });
          await toast.hover();
          await scanned(at('company files with an upload toast'));
          await page.mouse.move(0, 0);
          await openInApp(page, '/current-company-info/company-files', 'company-info-company-files', quiet);
        }
        const remove = region.getByRole('button', { name: `Delete ${fileName}` });
        await remove.click();
        await page.getByRole('dialog', { name: 'Delete file' }).waitFor();
        await scanned(at('company files, delete dialog'));
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await expect.poll(() => remove.evaluate((button) => button === document.activeElement)).toBe(true);

        // The invitation dialog, and the dialog that asks before ending every session.
        await openInApp(page, '/current-company-info/people', 'company-info-people', quiet);
        await page.getByRole('button', { name: 'Invite', exact: true }).click();
        await page.getByRole('dialog', { name: 'Invite a colleague' }).waitFor();
        await scanned(at('invitation dialog'));
        await closeDialog('Invite');
        await openInApp(page, '/account/general-settings', 'account-general-settings', quiet);
        await page.getByRole('button', { name: 'Sign out of all sessions' }).click();
        await page.getByRole('dialog').waitFor();
        // The pointer leaves the button it pressed: its hover colour is not what the scan is for.
        await page.mouse.move(0, 0);
        await scanned(at('sign-out-everywhere dialog'));
        await closeDialog('Sign out of all sessions');
      }
      expect(problems.filter(Boolean).join('\n')).toBe('');
      expect(errors).toEqual([]);
    } finally {
      // The demo company as it was, for the files after this one.
      const files = await apiCall<CompanyFiles>(page, 'GET', '/api/Companies/company-files').catch(
        () => null,
      );
      const left =
        files?.status === 200 ? files.body.sections.find(({ name }) => name === section) : undefined;
      if (left) {
        for (const file of left.files) {
          await apiCall(page, 'DELETE', `/api/Companies/company-files?fileId=${file.fileId}`);
        }
        await apiCall(
          page,
          'DELETE',
          `/api/Companies/company-files/sections?companyDetailSectionId=${left.companyDetailSectionId}`,
        );
      }
      await page.context().close();
    }
  }, 180_000);
});
