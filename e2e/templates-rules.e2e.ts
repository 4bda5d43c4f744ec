import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { blockingViolations, describeViolations } from './support/axe.ts';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { serverUrl } from './support/server-url.ts';
import { signIn } from './support/sign-in.ts';

/*
 * Absence file generation rules (docs/product/templates.md#absence-file-generation-rules): the
 * owner sets a rule, a leave request of its type is approved by both of its approvers, and the
 * documents the rules make in the background show in the member's documents.
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

async function pageAs(email: string, viewport = { width: 1366, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US', acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, baseUrl, email, 'demo1234');
  return page;
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

interface LeaveTypeRow {
  leaveTypeId: string;
  names: { en: string };
}

describe('absence file generation rules in the browser', () => {
  it(
    'the owner adds a rule; an approved annual leave files the demo rule’s and the new rule’s documents in the member’s documents',
    { timeout: 240_000 },
    async () => {
      const owner = await pageAs('owner@demo.test');
      const errors = trackPageErrors(owner);
      await owner.goto(`${baseUrl}/current-company-info/settings/absence-file-generation-rules`);
      const table = owner.getByRole('table', { name: 'Absence document rules' });
      // Demo data: approved annual leave files the English leave approval.
      await table
        .getByRole('row', { name: /Annual leave/ })
        .first()
        .waitFor();
      expect(await table.getByRole('row', { name: /Annual leave.*Approved.*Leave approval/ }).count()).toBe(
        1,
      );

      await owner.getByRole('button', { name: 'Add rule' }).click();
      const dialog = owner.getByRole('dialog', { name: 'Add rule' });
      await dialog.getByLabel(/^Leave type/).click();
      await owner.getByRole('option', { name: 'Annual leave', exact: true }).click();
      await dialog.getByLabel(/^Template/).click();
      await owner.getByRole('option', { name: 'Решение за годишен одмор', exact: true }).click();
      await shot(owner, 'templates-rules-form');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await table.getByRole('row', { name: /Решение за годишен одмор/ }).waitFor();
      await shot(owner, 'templates-rules');
      expect(
        describeViolations('company-info-absence-file-generation-rules', await blockingViolations(owner)),
      ).toBe('');

      // The member asks for a December day; the manager and then the owner approve it.
      const member = await pageAs('member@demo.test');
      const types = await apiCall<LeaveTypeRow[]>(member, 'GET', '/api/LeaveTypes');
      const annual = types.body.find((type) => type.names.en === 'Annual leave')!;
      const days = [
        '2026-12-14',
        '2026-12-15',
        '2026-12-16',
        '2026-12-17',
        '2026-12-18',
        '2026-12-21',
        '2026-12-22',
      ];
      let requestId: string | null = null;
      for (const day of days) {
        const submitted = await apiCall<{ leaveRequestId: string }>(member, 'POST', '/api/LeaveRequests', {
          leaveTypeId: annual.leaveTypeId,
          startsOn: day,
          endsOn: day,
        });
        if (submitted.status === 201) {
          requestId = submitted.body.leaveRequestId;
          break;
        }
      }
      expect(requestId).not.toBeNull();
      const manager = await pageAs('manager@demo.test');
      for (const approver of [manager, owner]) {
        const decided = await apiCall(approver, 'POST', '/api/LeaveRequests/decisions', {
          leaveRequestIds: [requestId],
          decision: 'approved',
          comment: null,
        });
        expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      }

      // The documents are made in the background and show on the member's own profile.
      const documents = member.getByRole('table', { name: 'Generated documents' });
      await expect
        .poll(
          async () => {
            await member.goto(`${baseUrl}/account/profile`);
            await member.getByRole('heading', { name: 'Generated documents' }).waitFor();
            return documents.getByRole('row', { name: /Milan Member/ }).count();
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBeGreaterThanOrEqual(2);
      await documents
        .getByRole('row', { name: /^Leave approval - Milan Member/ })
        .first()
        .waitFor();
      await documents
        .getByRole('row', { name: /^Решение за годишен одмор - Milan Member/ })
        .first()
        .waitFor();
      await shot(member, 'templates-rules-member-documents');
      const download = member.waitForEvent('download');
      await documents
        .getByRole('button', { name: /^Download Leave approval - Milan Member/ })
        .first()
        .click();
      expect((await download).suggestedFilename()).toMatch(/^Leave approval - Milan Member/);

      // On a phone the documents fit the screen.
      const phone = await pageAs('member@demo.test', { width: 390, height: 844 });
      await phone.goto(`${baseUrl}/account/profile`);
      await phone.getByRole('table', { name: 'Generated documents' }).waitFor();
      await shot(phone, 'templates-rules-member-documents-phone');
      const phoneOwner = await pageAs('owner@demo.test', { width: 390, height: 844 });
      await phoneOwner.goto(`${baseUrl}/current-company-info/settings/absence-file-generation-rules`);
      await phoneOwner.getByRole('table', { name: 'Absence document rules' }).waitFor();
      await shot(phoneOwner, 'templates-rules-phone');

      // The rule added here goes again, so the demo data stays as it was.
      const rules = await apiCall<{ absenceFileRuleId: string; companyUserTemplateId: string }[]>(
        owner,
        'GET',
        '/api/Templates/absence-file-rules',
      );
      const added = rules.body.at(-1)!;
      expect(
        (await apiCall(owner, 'DELETE', `/api/Templates/absence-file-rules/${added.absenceFileRuleId}`))
          .status,
      ).toBe(204);
      expect(errors).toEqual([]);
    },
  );
});
