import type { DetailSectionDefinition, MemberListPage } from '@atrium/contract/human-resources';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { blockingViolations, describeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { accessTokenOf } from './support/access-token.ts';
import { signIn } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
const SCREENSHOTS = process.env.HR_SCREENSHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string, viewport = { width: 1366, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, baseUrl, email, 'demo1234');
  return page;
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

const ADMINS_ONLY = [
  { role: 'OWNER', scope: 'company', level: 'edit' },
  { role: 'ADMIN', scope: 'company', level: 'edit' },
];

describe('access rules in the browser', () => {
  it('the owner opens a section to managers and closes personal data to members; both screens and the API follow', async () => {
    const owner = await signedIn('owner@demo.test');
    const manager = await signedIn('manager@demo.test');
    const member = await signedIn('member@demo.test');
    const token = await accessTokenOf(owner);
    const name = `Equipment ${Date.now().toString(36)}`;
    let sectionId: string | undefined;
    try {
      const list = await apiCall<MemberListPage>(
        owner,
        'GET',
        '/api/Admin/users?search=member%40demo.test',
        undefined,
        token,
      );
      const memberId = list.body.items.find((item) => item.email === 'member@demo.test')!.companyMemberId;
      const created = await apiCall<DetailSectionDefinition>(
        owner,
        'POST',
        '/api/Admin/detail-sections',
        { name, tab: 'other', fields: [{ label: 'Laptop', type: 'text' }] },
        token,
      );
      expect(created.status).toBe(201);
      sectionId = created.body.sectionId;
      const closed = await apiCall(
        owner,
        'PUT',
        `/api/Admin/access-rules/${sectionId}`,
        { rules: ADMINS_ONLY },
        token,
      );
      expect(closed.status).toBe(200);

      // The manager does not see the section on a member of their department.
      const otherTab = `${baseUrl}/admin/users/profile/${memberId}/other-information`;
      await manager.goto(otherTab);
      await manager.getByRole('tab', { name: 'Other information' }).waitFor();
      await manager.waitForLoadState('networkidle');
      expect(await manager.getByText(name).count()).toBe(0);

      // The owner gives department managers "view" on the section.
      await owner.goto(`${baseUrl}/admin/detail-update?tab=access-rules`);
      await owner.getByRole('button', { name: 'Save the rules of Personal data and HR notes' }).waitFor();
      await shot(owner, 'access-rules-desktop');
      expect(describeViolations('admin-detail-update access rules', await blockingViolations(owner))).toBe(
        '',
      );
      await owner.getByRole('button', { name: new RegExp(name) }).click();
      const sectionPanel = owner.getByRole('region', { name: new RegExp(name) });
      await sectionPanel.getByLabel('Department manager, Their department').selectOption('view');
      await sectionPanel.getByRole('button', { name: `Save the rules of ${name}` }).click();
      await owner.getByText(`The rules of ${name} are saved.`).waitFor();
      await shot(owner, 'access-rules-section-saved');

      await manager.reload();
      await manager.getByText(name).first().waitFor();
      await shot(manager, 'access-rules-manager-sees-section');

      // The owner gives members "none" on their own personal data.
      await owner.getByRole('button', { name: /^Personal data and HR notes/ }).click();
      const personalPanel = owner.getByRole('region', { name: /Personal data and HR notes/ });
      await personalPanel.getByLabel('Member, Own record').selectOption('none');
      await personalPanel
        .getByRole('button', { name: 'Save the rules of Personal data and HR notes' })
        .click();
      await owner.getByText('The rules of Personal data and HR notes are saved.').waitFor();

      await member.goto(`${baseUrl}/account/profile`);
      await member.getByRole('heading', { name: 'My HR record' }).waitFor();
      expect(await member.getByRole('button', { name: 'Propose a change' }).count()).toBe(0);
      const card = member
        .locator('.mantine-Card-root')
        .filter({ has: member.getByRole('heading', { name: 'My HR record' }) });
      expect(await card.getByText('Given name').count()).toBe(0);
      // Nor do the card's words tell the member to propose a change.
      await card.getByText('What HR keeps about you. To have something here changed, ask HR.').waitFor();
      expect(await card.getByText(/propose a change/i).count()).toBe(0);
      await shot(member, 'access-rules-member-record');
      const refused = await apiCall(member, 'POST', '/api/Users/current-user/change-proposals', {
        changes: { privatePhone: '+389 70 000 111' },
      });
      expect(refused.status).toBe(403);

      // At phone size the matrix is one card per role.
      const phone = await signedIn('owner@demo.test', { width: 390, height: 844 });
      try {
        await phone.goto(`${baseUrl}/admin/detail-update?tab=access-rules`);
        await phone.getByRole('button', { name: 'Save the rules of Personal data and HR notes' }).waitFor();
        await shot(phone, 'access-rules-phone');
        const width = await phone.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
      } finally {
        await phone.context().close();
      }
    } finally {
      await apiCall(owner, 'DELETE', '/api/Admin/access-rules/personal', undefined, token);
      if (sectionId)
        await apiCall(owner, 'DELETE', `/api/Admin/detail-sections/${sectionId}`, undefined, token);
      for (const page of [owner, manager, member]) await page.context().close();
    }
  }, 240_000);

  it('a section rule alone opens a profile to a manager: that section only, on the tab that holds it', async () => {
    const owner = await signedIn('owner@demo.test');
    const manager = await signedIn('manager@demo.test');
    const token = await accessTokenOf(owner);
    const managerToken = await accessTokenOf(manager);
    const name = `Certificates ${Date.now().toString(36)}`;
    let sectionId: string | undefined;
    try {
      // A member the manager may see nothing of under the defaults.
      const list = await apiCall<MemberListPage>(
        owner,
        'GET',
        '/api/Admin/users?pageSize=100',
        undefined,
        token,
      );
      let targetId: string | undefined;
      for (const item of list.body.items) {
        const seen = await apiCall(
          manager,
          'GET',
          `/api/Admin/users/${item.companyMemberId}/profile`,
          undefined,
          managerToken,
        );
        if (seen.status === 403) {
          targetId = item.companyMemberId;
          break;
        }
      }
      expect(targetId).toBeDefined();
      const created = await apiCall<DetailSectionDefinition>(
        owner,
        'POST',
        '/api/Admin/detail-sections',
        { name, tab: 'other', fields: [{ label: 'Title', type: 'text' }] },
        token,
      );
      expect(created.status).toBe(201);
      sectionId = created.body.sectionId;
      const entry = await apiCall(
        owner,
        'POST',
        `/api/Admin/users/${targetId}/detail-sections/${sectionId}/entries`,
        { values: { [created.body.fields[0]!.fieldId]: 'First aid' } },
        token,
      );
      expect(entry.status).toBe(201);
      const opened = await apiCall(
        owner,
        'PUT',
        `/api/Admin/access-rules/${sectionId}`,
        { rules: [...ADMINS_ONLY, { role: 'DEPARTMENT_MANAGER', scope: 'company', level: 'view' }] },
        token,
      );
      expect(opened.status).toBe(200);

      // The profile opens (on Other information, the one tab offered) with the section alone.
      await manager.goto(`${baseUrl}/admin/users/profile/${targetId}`);
      await manager.getByText('First aid').waitFor();
      expect(manager.url()).toMatch(/\/other-information$/);
      const profileTabs = manager
        .getByRole('tablist')
        .filter({ has: manager.getByRole('tab', { name: 'Other information' }) });
      expect(await profileTabs.getByRole('tab').allTextContents()).toEqual(['Other information']);
      expect(await manager.getByLabel('Notes').count()).toBe(0);
      expect(
        describeViolations('admin-user-other-information by section rule', await blockingViolations(manager)),
      ).toBe('');
      await shot(manager, 'access-rules-manager-section-only');
      // The built-in parts stay refused by the API.
      const audit = await apiCall(
        manager,
        'GET',
        `/api/Admin/users/${targetId}/audit`,
        undefined,
        managerToken,
      );
      expect(audit.status).toBe(403);
    } finally {
      if (sectionId)
        await apiCall(owner, 'DELETE', `/api/Admin/detail-sections/${sectionId}`, undefined, token);
      for (const page of [owner, manager]) await page.context().close();
    }
  }, 180_000);
});
