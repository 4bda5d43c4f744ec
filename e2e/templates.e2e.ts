import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxParagraphs, minimalDocx } from '../apps/server/src/modules/templates/minimal-docx.ts';
import { pdfText, pdfToolsInstalled } from '../apps/server/src/platform/documents/soffice-on-this-machine.ts';
import { blockingViolations, describeViolations } from './support/axe.ts';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { englishOnScreen, englishTextsFor } from './support/english-on-screen.ts';
import { serverUrl } from './support/server-url.ts';
import { saveLanguage } from './support/api.ts';
import { signIn } from './support/sign-in.ts';

/*
 * Document templates (docs/product/templates.md): the owner uploads a member template with one
 * misspelt tag, reads the check report and its suggestion, previews the document for a member in
 * the page and downloads it, as DOCX and, where the server makes PDF, as PDF.
 */

const baseUrl = serverUrl();
const SCREENSHOTS = process.env.TEMPLATES_SCREENSHOTS;
const run = Date.now().toString(36);
const NAME = `Reference letter ${run}`;

const LETTER = minimalDocx([
  { runs: ['Reference letter'], bold: true },
  'To whom it may concern: {{member.fullName}} ({{member.email}}) works at {{company.name}}.',
  'Position: {{member.position}}. Greetings from {{member.fulName}}.',
  'Written on {{system.today}} by {{system.generatedBy}}.',
]);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function ownerPage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signIn(page, baseUrl, 'owner@demo.test', 'demo1234');
  return page;
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe('templates in the browser', () => {
  // A PDF conversion beside the rest of the browser tier can take most of a minute on its own.
  it(
    'the owner uploads a template, sees the report with its suggestion, previews and downloads a document for a member, as DOCX and as PDF',
    { timeout: 240_000 },
    async () => {
      const owner = await ownerPage();
      const errors = trackPageErrors(owner);
      try {
        await owner.goto(`${baseUrl}/templates/user`);
        await owner.locator('[data-screen="templates-user"]').waitFor();
        await owner.getByRole('link', { name: 'Open Employment certificate' }).waitFor();
        await shot(owner, 'templates-list');

        await owner.getByRole('link', { name: 'Available tags' }).click();
        await owner.locator('[data-screen="template-builder-list"]').waitFor();
        await owner.getByRole('searchbox', { name: 'Search tags' }).fill('manager');
        await owner.getByText('{{member.manager}}').waitFor();
        await shot(owner, 'templates-catalogue');

        await owner.getByRole('link', { name: 'New template' }).click();
        await owner.getByRole('heading', { name: 'New template', level: 4 }).waitFor();
        await shot(owner, 'templates-new');
        await owner.getByTestId('uploader').locator('input[type="file"]').setInputFiles({
          name: 'letter.docx',
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          buffer: LETTER,
        });
        await owner.getByText('Uploaded: letter.docx').waitFor();
        await owner.getByRole('textbox', { name: 'Name' }).fill(NAME);
        await owner.getByRole('button', { name: 'Create template' }).click();
        await owner.getByRole('heading', { name: NAME }).waitFor();

        const unknown = owner.getByTestId('template-unknown-tags');
        await unknown.getByText('{{member.fulName}}').waitFor();
        await unknown.getByText('did you mean {{member.fullName}}?').waitFor();
        expect(await unknown.getByRole('listitem').count()).toBe(1);
        await owner.getByText('7 tags found').waitFor();
        await owner.getByRole('link', { name: `Open ${NAME}` }).waitFor();
        await shot(owner, 'templates-report');
        expect(describeViolations('template-builder-update', await blockingViolations(owner))).toBe('');

        await owner.getByPlaceholder('Search by name or e-mail').fill('Milan');
        await owner.getByRole('option', { name: /Milan Member/ }).click();
        await owner.getByRole('button', { name: 'Preview' }).click();
        const preview = owner.getByTestId('docx-preview');
        await preview
          .getByText(/To whom it may concern: Milan Member \(member@demo\.test\) works at Demo Company\./)
          .waitFor();
        await shot(owner, 'templates-preview');

        const [download] = await Promise.all([
          owner.waitForEvent('download'),
          owner.getByRole('button', { name: 'Download DOCX' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`${NAME} - Milan Member.docx`);
        const paragraphs = docxParagraphs(await readFile(await download.path()));
        expect(paragraphs[1]).toBe(
          'To whom it may concern: Milan Member (member@demo.test) works at Demo Company.',
        );
        expect(paragraphs.join('\n')).not.toContain('{{');
        expect(paragraphs[3]).toMatch(/^Written on .+ by .+\.$/);
        expect(describeViolations('template-builder-update', await blockingViolations(owner))).toBe('');

        // Where the server makes PDF (CI installs LibreOffice), the same document as a PDF, whose
        // text a PDF reader finds as the DOCX has it.
        if (pdfToolsInstalled()) {
          const generate = owner.getByRole('region', { name: 'Generate a document' });
          await generate.getByText('PDF', { exact: true }).click();
          const [pdf] = await Promise.all([
            owner.waitForEvent('download', { timeout: 150_000 }),
            generate.getByRole('button', { name: 'Download PDF' }).click(),
          ]);
          expect(pdf.suggestedFilename()).toBe(`${NAME} - Milan Member.pdf`);
          const bytes = await readFile(await pdf.path());
          expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
          const text = pdfText(bytes).replace(/\s+/g, ' ');
          expect(text).toContain(
            'To whom it may concern: Milan Member (member@demo.test) works at Demo Company.',
          );
          expect(text).not.toContain('{{');
          await shot(owner, 'templates-pdf');
          expect(describeViolations('template-builder-update', await blockingViolations(owner))).toBe('');
        }

        // The same screens in Macedonian: no English left, and still accessible.
        await owner
          .getByRole('banner')
          .getByRole('button', { name: /, (EN|MK|SQ)$/ })
          .click();
        await owner.locator('[role="menuitem"][lang="mk"]').click();
        await owner.waitForFunction(() => document.documentElement.lang === 'mk');
        await owner.getByText('Пронајдени се 7 ознаки').waitFor();
        await owner.getByText('дали мислевте на {{member.fullName}}?').waitFor();
        await shot(owner, 'templates-report-mk');
        expect(await englishOnScreen(owner, await englishTextsFor('mk'))).toEqual([]);
        await owner.getByRole('link', { name: 'Достапни ознаки' }).click();
        await owner.getByText('Раководител').waitFor();
        await shot(owner, 'templates-catalogue-mk');
        expect(await englishOnScreen(owner, await englishTextsFor('mk'))).toEqual([]);
        expect(describeViolations('template-builder-list', await blockingViolations(owner))).toBe('');

        // Leave request templates: the demo's leave approval in English and Macedonian.
        await owner.getByRole('tab', { name: 'Шаблони за барања за отсуство' }).click();
        await owner.locator('[data-screen="templates-absence"]').waitFor();
        await owner.getByText('Решение за годишен одмор').first().waitFor();
        await shot(owner, 'templates-absence-mk');
        expect(await englishOnScreen(owner, await englishTextsFor('mk'))).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        // The language is saved for the owner: the other files of this server expect English.
        await saveLanguage(owner, 'en');
        await owner.context().close();
      }
    },
  );
});
