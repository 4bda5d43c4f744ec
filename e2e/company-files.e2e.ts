import { readFile } from 'node:fs/promises';
import type { CompanyFiles } from '@atrium/contract/company-files';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { accessTokenOf } from './support/access-token.ts';
import { signIn } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
const run = Date.now().toString(36);
const SECTION = `E2E Section ${run}`;
const FILE_NAME = `e2e-report-${run}.csv`;

/**
 * A CSV of exactly 1536 bytes (so its size text is "1.50 KB"), with multi-byte UTF-8 and CRLF
 * line ends, so that any re-encoding on the way shows up in the byte comparison.
 */
function reportCsv(): Buffer {
  const lines = ['city,amount,note'];
  for (let row = 1; Buffer.byteLength(lines.join('\r\n')) < 1400; row++) {
    lines.push(`Скопје – ${row},${(row * 12.5).toFixed(2)},"a, b"`);
  }
  const body = `${lines.join('\r\n')}\r\n`;
  const padding = 1536 - Buffer.byteLength(body) - 2;
  return Buffer.from(`${body}${'x'.repeat(padding)}\r\n`, 'utf8');
}
const CSV = reportCsv();

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

async function sectionNamed(page: Page, name: string) {
  const answer = await apiCall<CompanyFiles>(page, 'GET', '/api/Companies/company-files');
  expect(answer.status).toBe(200);
  return answer.body.sections.find((section) => section.name === name) ?? null;
}

describe('company files', () => {
  it('the owner creates a section, uploads a file, downloads the same bytes, is refused a disguised file, and deletes both', async () => {
    expect(CSV.length).toBe(1536);
    const owner = await ownerPage();
    const errors = trackPageErrors(owner);
    try {
      await owner.goto(`${baseUrl}/current-company-info/company-files`);
      await owner.locator('[data-screen="company-info-company-files"]').waitFor();
      await owner.getByRole('link', { name: 'Manage sections' }).click();
      const sections = owner.getByRole('region', { name: 'Sections' });
      await sections.getByLabel('New section').fill(SECTION);
      await sections.getByRole('button', { name: 'Add' }).click();
      await owner.getByText(`Section “${SECTION}” created.`).waitFor();

      const section = owner.getByRole('region', { name: SECTION });
      await section.getByText('No files in this section yet.').waitFor();
      const fileInput = section.getByTestId('uploader').locator('input[type="file"]');
      await fileInput.setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: CSV });
      await owner.getByText(`“${FILE_NAME}” was uploaded.`).waitFor();

      const row = section.getByTestId('company-file-row').filter({ hasText: FILE_NAME });
      await row.waitFor();
      const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
      // Beside the open section editor the table is narrow: type and size sit under the name, and
      // name and actions keep their own columns.
      expect(cells).toHaveLength(2);
      expect(cells[0]).toContain(FILE_NAME);
      expect(cells[0]).toContain('CSV · 1.50 KB');
      await section.getByText('1 file', { exact: true }).waitFor();
      // A section with files cannot be deleted yet.
      expect(await sections.getByRole('button', { name: `Delete ${SECTION}` }).isDisabled()).toBe(true);

      // Download through the page: the browser saves exactly the uploaded bytes under the name.
      const [download] = await Promise.all([
        owner.waitForEvent('download'),
        row.getByRole('button', { name: `Download ${FILE_NAME}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(FILE_NAME);
      expect((await readFile(await download.path())).equals(CSV)).toBe(true);

      // The server answers the file as an attachment, to the Bearer token only.
      const stored = (await sectionNamed(owner, SECTION))!.files[0]!;
      expect(stored).toMatchObject({ name: FILE_NAME, size: 1536, contentType: 'text/csv' });
      const token = await accessTokenOf(owner);
      const direct = await owner.evaluate(
        async ({ url, bearer }) => {
          const signedOut = await fetch(url);
          const response = await fetch(url, { headers: { authorization: `Bearer ${bearer}` } });
          return {
            signedOut: signedOut.status,
            status: response.status,
            disposition: response.headers.get('content-disposition') ?? '',
            length: (await response.arrayBuffer()).byteLength,
          };
        },
        { url: stored.url, bearer: token },
      );
      expect(direct).toMatchObject({ signedOut: 401, status: 200, length: 1536 });
      expect(direct.disposition).toMatch(/^attachment;/);

      // Text named .pdf: the server looks inside and refuses it; nothing is stored.
      const disguised = `disguised-${run}.pdf`;
      await fileInput.setInputFiles({
        name: disguised,
        mimeType: 'application/pdf',
        buffer: Buffer.from('This is plain text, not a PDF.\n'),
      });
      const refusal = section.getByRole('alert').filter({ hasText: `${disguised} was not uploaded` });
      await refusal
        .getByText(
          'The file’s content does not match its type (for example a renamed file). Save it again in its real format.',
        )
        .waitFor();
      expect((await sectionNamed(owner, SECTION))!.files.map((file) => file.name)).toEqual([FILE_NAME]);
      await refusal.getByRole('button', { name: 'Dismiss' }).click();
      await refusal.waitFor({ state: 'detached' });

      // Delete the file, then the now empty section.
      await row.getByRole('button', { name: `Delete ${FILE_NAME}` }).click();
      let dialog = owner.getByRole('dialog', { name: 'Delete file' });
      await dialog.getByText(`Delete “${FILE_NAME}”? This cannot be undone.`).waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await owner.getByText(`“${FILE_NAME}” was deleted.`).waitFor();
      await section.getByText('No files in this section yet.').waitFor();
      const deleteSection = sections.getByRole('button', { name: `Delete ${SECTION}` });
      await expect.poll(() => deleteSection.isEnabled()).toBe(true);
      await deleteSection.click();
      dialog = owner.getByRole('dialog', { name: 'Delete section' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await owner.getByText(`Section “${SECTION}” deleted.`).waitFor();
      await section.waitFor({ state: 'detached' });
      expect(await sectionNamed(owner, SECTION)).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      const left = await sectionNamed(owner, SECTION);
      if (left) {
        for (const file of left.files) {
          await apiCall(owner, 'DELETE', `/api/Companies/company-files?fileId=${file.fileId}`);
        }
        await apiCall(
          owner,
          'DELETE',
          `/api/Companies/company-files/sections?companyDetailSectionId=${left.companyDetailSectionId}`,
        );
      }
      await owner.context().close();
    }
  });
});
