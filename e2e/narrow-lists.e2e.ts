import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { accessTokenOf } from './support/access-token.ts';
import { signIn } from './support/sign-in.ts';
import { pinWorkingHoursZone } from './support/working-hours-zone.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
] as const;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Wholly on screen and not clipped by a scrolling or truncating ancestor: the element's box lies
 * inside the viewport and inside every ancestor that hides overflow, and its text is not cut.
 */
async function fullyShown(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.left < 0 || box.right > window.innerWidth + 0.5) return false;
    if (element.scrollWidth > element.clientWidth + 1) return false;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) return false;
    }
    return true;
  });
}

async function signedIn(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, baseUrl, 'owner@demo.test', 'demo1234');
  return page;
}

describe('lists keep their key columns on every screen size', () => {
  for (const viewport of VIEWPORTS) {
    it(`activities, people, clients, organisation and company files at ${viewport.width}×${viewport.height}`, async () => {
      const page = await signedIn(viewport);
      let activityId: string | undefined;
      // Today is the owner's local day: a zone in working hours keeps "an hour ago" on it.
      const { restore } = await pinWorkingHoursZone(page);
      try {
        // One activity today, through the API, so the day's list has a row (one token for the
        // three calls: each refresh counts against the server's per-address token limit).
        const token = await accessTokenOf(page);
        const projects = await apiCall<{ projectId: string; archived: boolean }[]>(
          page,
          'GET',
          '/api/Projects',
          undefined,
          token,
        );
        const types = await apiCall<{ actionTypeId: string; archived: boolean }[]>(
          page,
          'GET',
          '/api/ActionTypes',
          undefined,
          token,
        );
        const start = new Date(Date.now() - 60 * 60_000);
        start.setSeconds(0, 0);
        const created = await apiCall<{ activityId: string }>(
          page,
          'POST',
          '/api/Activities',
          {
            startAt: start.toISOString(),
            endAt: new Date(start.getTime() + 45 * 60_000).toISOString(),
            projectId: projects.body.find((project) => !project.archived)?.projectId,
            actionTypeId: types.body.find((type) => !type.archived)?.actionTypeId,
            description: 'Narrow screen check',
          },
          token,
        );
        expect(created.status).toBe(201);
        activityId = created.body.activityId;

        await page.goto(`${baseUrl}/`);
        const row = page.getByTestId('activity-row').filter({ hasText: 'Narrow screen check' });
        await row.waitFor();
        expect(await fullyShown(row.getByTestId('activity-duration'))).toBe(true);
        expect(await row.getByTestId('activity-duration').textContent()).toBe('0:45');
        expect(await fullyShown(row.getByRole('button', { name: /^Edit:/ }))).toBe(true);

        await page.goto(`${baseUrl}/current-company-info/people`);
        const mail = page.getByRole('link', { name: 'owner@demo.test' });
        await mail.waitFor();
        expect(await fullyShown(mail)).toBe(true);

        await page.goto(`${baseUrl}/admin/clients`);
        const clients = page.getByTestId('clients-table');
        await clients.waitFor();
        const firstEdit = clients.getByRole('link', { name: 'Edit' }).first();
        expect(await fullyShown(firstEdit)).toBe(true);
        expect(await fullyShown(clients.getByText('Active').first())).toBe(true);
        const projectsList = page.getByTestId('projects-table');
        expect(await fullyShown(projectsList.getByRole('link', { name: 'Edit' }).first())).toBe(true);

        // With the edit panel open beside the lists (1366 px), nothing is crushed either.
        await firstEdit.click();
        await page.waitForURL('**/admin/clients/client-update?clientId=*');
        await page.getByRole('button', { name: /Save/ }).first().waitFor();
        expect(await fullyShown(clients.getByText('Active').first())).toBe(true);
        expect(await fullyShown(clients.getByRole('link', { name: 'Edit' }).first())).toBe(true);
        expect(await fullyShown(projectsList.getByText('Active').first())).toBe(true);

        // Organisation: department names and counts whole, not "Engineer…" / "7 PEO…".
        await page.goto(`${baseUrl}/current-company-info/organization/overview`);
        const engineering = page.getByRole('button', { name: /^Engineering\b/ });
        await engineering.waitFor();
        expect(await fullyShown(engineering.getByText('Engineering', { exact: true }))).toBe(true);
        expect(await fullyShown(engineering.getByText(/^\d+ people$/i))).toBe(true);

        // Company files with the section editor open beside them: names stay on one line, whole.
        await page.goto(`${baseUrl}/current-company-info/company-files/update-section`);
        const logo = page.getByTestId('company-file-row').getByText('Logo.png', { exact: true });
        await logo.waitFor();
        expect(await fullyShown(logo)).toBe(true);
        const lineHeight = await logo.evaluate((element) =>
          Number.parseFloat(getComputedStyle(element).lineHeight),
        );
        expect((await logo.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
        expect(await fullyShown(page.getByRole('button', { name: 'Download Logo.png' }))).toBe(true);
      } finally {
        if (activityId) await apiCall(page, 'DELETE', `/api/Activities/${activityId}`);
        await restore();
        await page.context().close();
      }
    });
  }
});
