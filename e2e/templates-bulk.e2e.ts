import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxParagraphs, zipFiles } from '../apps/server/src/modules/templates/minimal-docx.ts';
import { blockingViolations, describeViolations } from './support/axe.ts';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { serverUrl } from './support/server-url.ts';
import { signIn } from './support/sign-in.ts';

/*
 * Bulk generation (docs/product/templates.md#bulk-generation): the owner opens the demo's
 * employment certificate, chooses two members, watches the job's progress and downloads the ZIP,
 * which holds one DOCX per member. Also at a phone's width. Then for a whole department, counted
 * before it starts and named on the result (docs/product/templates.md#choosing-who). Then a leave
 * request template: the owner finds Milan Member's request by name and previews its document.
 */

const baseUrl = serverUrl();
const SCREENSHOTS = process.env.TEMPLATES_SCREENSHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function ownerPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US', acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, baseUrl, 'owner@demo.test', 'demo1234');
  return page;
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function generateForTwo(owner: Page, name: string) {
  await owner.goto(`${baseUrl}/templates/user`);
  await owner.locator('[data-screen="templates-user"]').waitFor();
  await owner.getByRole('link', { name: 'Open Employment certificate' }).first().click();
  const bulk = owner.getByRole('region', { name: 'Generate for many' });
  await bulk.waitFor();
  const members = bulk.getByPlaceholder('Add members by name or e-mail');
  for (const person of ['Milan Member', 'Mara Manager']) {
    await members.fill(person.split(' ')[0]!);
    await owner.getByRole('option', { name: new RegExp(person) }).click();
  }
  await owner.keyboard.press('Escape');
  await bulk.getByRole('button', { name: 'Generate for 2 members' }).click();
  await bulk.getByRole('progressbar', { name: 'Generating documents' }).waitFor();
  await bulk.getByText('2 documents are ready.').waitFor({ timeout: 30_000 });
  await shot(owner, name);
  const [download] = await Promise.all([
    owner.waitForEvent('download'),
    bulk.getByRole('button', { name: 'Download ZIP' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = zipFiles(await readFile(await download.path()));
  expect(entries.map((entry) => entry.name).sort()).toEqual([
    expect.stringMatching(/ - Mara Manager\.docx$/),
    expect.stringMatching(/ - Milan Member\.docx$/),
  ]);
  for (const entry of entries) {
    const text = docxParagraphs(entry.data).join('\n');
    expect(text).not.toContain('{{');
    expect(text).toMatch(/Milan Member|Mara Manager/);
  }
}

describe('template bulk generation in the browser', () => {
  it('the owner generates for two members in bulk, sees the progress and downloads the ZIP of two documents', async () => {
    const owner = await ownerPage({ width: 1366, height: 900 });
    const errors = trackPageErrors(owner);
    try {
      await generateForTwo(owner, 'templates-bulk-desktop');
      expect(describeViolations('template-builder-update', await blockingViolations(owner))).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await owner.context().close();
    }
  });

  it('does the same at a phone’s width', async () => {
    const owner = await ownerPage({ width: 390, height: 844 });
    const errors = trackPageErrors(owner);
    try {
      await generateForTwo(owner, 'templates-bulk-phone');
      expect(errors).toEqual([]);
    } finally {
      await owner.context().close();
    }
  });

  it('the owner generates for a department: counted before the start, named on the result', async () => {
    const owner = await ownerPage({ width: 1366, height: 900 });
    const errors = trackPageErrors(owner);
    try {
      await owner.goto(`${baseUrl}/templates/user`);
      await owner.locator('[data-screen="templates-user"]').waitFor();
      await owner.getByRole('link', { name: 'Open Employment certificate' }).first().click();
      const bulk = owner.getByRole('region', { name: 'Generate for many' });
      await bulk.getByRole('radio', { name: 'A department' }).check();
      await bulk.getByRole('combobox', { name: 'Department' }).click();
      await owner.getByRole('option', { name: 'Sales', exact: true }).click();
      const count = bulk.getByTestId('bulk-count');
      await count.getByText(/^This covers \d+ (person|people)\.$/).waitFor();
      const people = Number(/\d+/.exec((await count.textContent()) ?? '')![0]);
      expect(people).toBeGreaterThan(0);
      await bulk
        .getByRole('button', { name: `Generate for ${people} member${people === 1 ? '' : 's'}` })
        .click();
      await bulk
        .getByTestId('bulk-selection')
        .getByText(`Department: Sales (${people} ${people === 1 ? 'person' : 'people'})`)
        .waitFor();
      await bulk.getByText(/documents? (is|are) ready\./).waitFor({ timeout: 60_000 });
      await shot(owner, 'templates-bulk-department');
      const [download] = await Promise.all([
        owner.waitForEvent('download'),
        bulk.getByRole('button', { name: 'Download ZIP' }).click(),
      ]);
      expect(zipFiles(await readFile(await download.path()))).toHaveLength(people);
      expect(describeViolations('template-builder-update', await blockingViolations(owner))).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await owner.context().close();
    }
  });

  it('the owner chooses a leave request by member and previews its document', async () => {
    const owner = await ownerPage({ width: 1366, height: 900 });
    const errors = trackPageErrors(owner);
    try {
      await owner.goto(`${baseUrl}/templates/absence`);
      await owner.locator('[data-screen="templates-absence"]').waitFor();
      await owner.getByRole('link', { name: 'Open Leave approval' }).first().click();
      const generate = owner.getByRole('region', { name: 'Generate a document' });
      await generate.getByRole('textbox', { name: 'Member' }).fill('Milan');
      await generate.getByPlaceholder('Choose a leave request').click();
      await owner
        .getByRole('option', { name: /^Milan Member · .+ · approved$/ })
        .first()
        .click();
      await generate.getByRole('button', { name: 'Preview' }).click();
      await owner
        .getByTestId('docx-preview')
        .getByText(/Milan Member/)
        .first()
        .waitFor();
      await shot(owner, 'templates-leave-request-preview');
      expect(describeViolations('template-builder-update', await blockingViolations(owner))).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await owner.context().close();
    }
  });
});
