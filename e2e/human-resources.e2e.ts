import type { MemberListPage, MemberProfile, RecordAuditEntry } from '@atrium/contract/human-resources';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { blockingViolations, describeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';
import { encodePng } from './support/png.ts';

const baseUrl = serverUrl();
const SCREENSHOTS = process.env.HR_SCREENSHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, baseUrl, email, 'demo1234');
  return page;
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function memberId(page: Page, email: string): Promise<string> {
  const list = await apiCall<MemberListPage>(
    page,
    'GET',
    `/api/Admin/users?search=${encodeURIComponent(email)}`,
  );
  const found = list.body.items.find((item) => item.email === email);
  if (!found) throw new Error(`${email} is not in the member list`);
  return found.companyMemberId;
}

describe('human resources in the browser', () => {
  it('the owner lists members, filters them, and invites a person from the list', async () => {
    const page = await signedIn('owner@demo.test');
    try {
      await page.goto(`${baseUrl}/admin/users/list`);
      await page.getByRole('link', { name: 'Mara Manager' }).waitFor();
      await shot(page, 'member-list');
      expect(describeViolations('admin-users-list', await blockingViolations(page))).toBe('');
      await page.getByLabel('Search').fill('mara');
      await page.getByText('1–1 of 1').waitFor();
      await page.getByLabel('Search').fill('');
      const email = `hr.invite.${Date.now()}@example.test`;
      await page.getByRole('button', { name: 'Invite', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText(`Invitation sent to ${email}.`).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('the owner completes a profile, approves an address proposal, and the ethnicity read is audited', async () => {
    const page = await signedIn('owner@demo.test');
    try {
      const member = await memberId(page, 'member@demo.test');
      await page.goto(`${baseUrl}/admin/users/profile/${member}/personal-information`);
      await page.getByLabel('Given name').waitFor();
      await page.getByLabel('Work phone').fill('+389 2 3111 222');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved.').waitFor();
      await shot(page, 'profile-personal');
      expect(describeViolations('admin-user-personal-information', await blockingViolations(page))).toBe('');

      await page.getByRole('tab', { name: 'Employment information' }).click();
      await page.getByRole('button', { name: 'Add an employment change' }).waitFor();
      await shot(page, 'profile-employment');
      await page.getByRole('tab', { name: 'Other information' }).click();
      await page.getByLabel('Notes').fill('Prefers remote Fridays.');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved.').first().waitFor();

      await page.getByRole('tab', { name: 'Administration' }).click();
      const proposal = page.getByRole('region', { name: /^Proposed by/ });
      await proposal.getByText('Vasil Glavinov 3, 1000, Skopje, North Macedonia').waitFor();
      await shot(page, 'profile-administration');
      // The "Saved." toast fades out over these steps; axe would measure its text halfway through.
      await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached' });
      expect(describeViolations('admin-user-administration', await blockingViolations(page))).toBe('');
      await proposal.getByRole('button', { name: 'Approve' }).click();
      await page.getByText('The change is approved and applied.').waitFor();
      const profile = await apiCall<MemberProfile>(page, 'GET', `/api/Admin/users/${member}/profile`);
      expect(profile.body.record?.address).toMatchObject({ street: 'Vasil Glavinov 3' });

      const audit = await apiCall<RecordAuditEntry[]>(page, 'GET', `/api/Admin/users/${member}/audit`);
      expect(audit.body.some((entry) => entry.kind === 'special_category_read')).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it("a member cannot open another member's administration tab, and the API refuses it too", async () => {
    const owner = await signedIn('owner@demo.test');
    const other = await memberId(owner, 'manager@demo.test');
    await owner.context().close();
    const page = await signedIn('member@demo.test');
    try {
      await page.goto(`${baseUrl}/admin/users/profile/${other}/administration`);
      await page.getByText('Access Denied').first().waitFor();
      const refused = await apiCall(page, 'GET', `/api/Admin/users/${other}/profile`);
      expect(refused.status).toBe(403);
      await page.goto(`${baseUrl}/account/profile`);
      await page.getByRole('heading', { name: 'My HR record' }).waitFor();
      await shot(page, 'account-profile');
    } finally {
      await page.context().close();
    }
  });

  it('the owner defines a section with a file field, fills it on a profile and sets a picture', async () => {
    const page = await signedIn('owner@demo.test');
    try {
      const name = `Certificates ${Date.now()}`;
      await page.goto(`${baseUrl}/admin/detail-update`);
      await page.getByRole('button', { name: 'New section' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      await dialog.getByLabel('Field 1').getByRole('textbox', { name: 'Label' }).fill('Title');
      await dialog.getByRole('button', { name: 'Add a field' }).click();
      const second = dialog.getByLabel('Field 2');
      await second.getByRole('textbox', { name: 'Label' }).fill('Scan');
      await second.getByLabel('Type').click();
      await page.getByRole('option', { name: 'Files' }).click();
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/hr-editor.png` });
      await dialog.getByRole('button', { name: 'Save section' }).click();
      await page.getByText('The section is saved.').waitFor();

      // The translator's profile, not the member's: the member's own picture belongs to
      // hr-own-picture, which may run after this file on the same server (one per worker).
      const member = await memberId(page, 'translator@demo.test');
      await page.goto(`${baseUrl}/admin/users/profile/${member}/other-information`);
      const section = page.getByRole('region', { name });
      await section.getByRole('button', { name: 'Add an entry' }).click();
      const entry = page.getByRole('dialog');
      await entry.getByRole('textbox', { name: 'Title' }).fill('First aid');
      await entry.locator('input[type=file]').setInputFiles({
        name: 'first-aid.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      });
      // The file is in the entry once it can be taken out again (the upload has finished).
      await entry.getByRole('button', { name: 'Remove first-aid.pdf' }).waitFor();
      await entry.getByRole('button', { name: 'Save entry' }).click();
      await page.getByText('The entry is saved.').waitFor();
      await section.getByRole('button', { name: 'first-aid.pdf' }).waitFor();
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/hr-profile-entry.png`, fullPage: true });

      await page.getByRole('button', { name: 'Change picture' }).click();
      await page
        .getByRole('dialog')
        .locator('input[type=file]')
        .setInputFiles({
          name: 'me.png',
          mimeType: 'image/png',
          buffer: encodePng(240, 240, () => [0x2f, 0x6f, 0xb0]),
        });
      await page.getByText('The picture is saved.').waitFor();
      await page.getByRole('button', { name: 'Remove picture' }).waitFor();
      if (SCREENSHOTS)
        await page.screenshot({ path: `${SCREENSHOTS}/hr-profile-picture.png`, fullPage: true });
    } finally {
      await page.context().close();
    }
  });
});
