import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, saveLanguage } from './support/api.ts';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { accessTokenOf } from './support/access-token.ts';
import { signIn } from './support/sign-in.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
const DEMO_PASSWORD = 'demo1234';
const ROLE_CHANGED_EMAIL = 'Вашата улога е променета: Е-пошта';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signIn(page, baseUrl, email, DEMO_PASSWORD);
  return page;
}

/** The owner creates a company and invites `email` into it, acting in that company. */
async function inviteIntoNewCompany(owner: Page, companyName: string, email: string): Promise<void> {
  const bearer = await accessTokenOf(owner);
  const answer = await owner.evaluate(
    async ({ bearer, companyName, email }) => {
      const json = { 'content-type': 'application/json' };
      const current = await fetch('/api/Companies/current-company', {
        headers: { authorization: `Bearer ${bearer}` },
      });
      const home = ((await current.json()) as { companyId: string }).companyId;
      const created = await fetch('/api/Companies', {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, ...json },
        body: JSON.stringify({ name: companyName }),
      });
      const { companyId } = (await created.json()) as { companyId: string };
      const chosen = await fetch('/api/Companies/choose', {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, ...json },
        body: JSON.stringify({ companyId }),
      });
      const { token } = (await chosen.json()) as { token: string };
      const invited = await fetch('/api/CompanyInvites', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...json },
        body: JSON.stringify({ email, role: 'MEMBER' }),
      });
      // Back to the company the owner works in, so that the next sign-in lands there again.
      const back = await fetch('/api/Companies/choose', {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, ...json },
        body: JSON.stringify({ companyId: home }),
      });
      return [created.status, chosen.status, invited.status, back.status];
    },
    { bearer, companyName, email },
  );
  expect(answer).toEqual([201, 200, 201, 200]);
}

const badgeCount = (page: Page) =>
  page.getByTestId('notification-badge').first().getAttribute('data-count').then(Number);

describe('notifications in the browser', () => {
  it('a member’s bell counts an invitation live, in Macedonian, opens it and clears with mark all read', async () => {
    const member = await signedIn('member@demo.test');
    const owner = await signedIn('owner@demo.test');
    const errors = trackPageErrors(member);
    try {
      expect(
        (await apiCall(member, 'PUT', '/api/Users/current-user/language', { language: 'mk' })).status,
      ).toBe(200);
      await apiCall(member, 'POST', '/api/Notifications/read-all');
      await member.goto(`${baseUrl}/`);
      await member.getByRole('link', { name: /^Известувања: 0 непрочитани$/ }).waitFor();
      expect(await badgeCount(member)).toBe(0);

      const companyName = `Известувања ${Date.now()}`;
      await inviteIntoNewCompany(owner, companyName, 'member@demo.test');

      // No reload: the stream moves the bell.
      await expect.poll(() => badgeCount(member), { timeout: 20_000 }).toBe(1);
      await member.getByRole('link', { name: 'Известувања: 1 непрочитани' }).click();
      await member.waitForURL('**/notifications/overview');
      const item = member.getByTestId('notification').filter({ hasText: `Покана за ${companyName}` });
      await item.waitFor();
      await item.getByText(`ве покани да се приклучите на ${companyName}`).waitFor();

      await item.getByRole('button', { name: new RegExp(`Покана за ${companyName}`) }).click();
      await member.waitForURL(/\/respond-to-invite\?token=[A-Za-z0-9_-]{43}$/);
      await member.getByText(companyName).first().waitFor();
      // Opening it marked it read.
      await expect.poll(() => badgeCount(member)).toBe(0);

      // A second invitation, cleared with "mark all read".
      await inviteIntoNewCompany(owner, `${companyName} 2`, 'member@demo.test');
      await expect.poll(() => badgeCount(member), { timeout: 20_000 }).toBe(1);
      await member.goto(`${baseUrl}/notifications/overview`);
      await member.getByRole('button', { name: 'Означи ги сите како прочитани' }).click();
      await expect.poll(() => badgeCount(member)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await saveLanguage(member, 'en');
      await member.context().close();
      await owner.context().close();
    }
  }, 120_000);

  it('with e-mail switched off no mail is sent; a mandatory event cannot be switched off', async () => {
    const member = await signedIn('member@demo.test');
    const owner = await signedIn('owner@demo.test');
    const superadmin = await signedIn('superadmin@demo.test');
    const members = await apiCall<{ items: { companyMemberId: string; email: string | null }[] }>(
      owner,
      'GET',
      '/api/CompanyMembers?pageSize=100',
    );
    const memberId = members.body.items.find((item) => item.email === 'member@demo.test')?.companyMemberId;
    expect(memberId, JSON.stringify(members)).toBeDefined();
    const mailsAboutRole = async () => {
      const outbox = await apiCall<{ items: { subject: string }[] }>(
        superadmin,
        'GET',
        '/api/Mail/outbox?to=member%40demo.test&pageSize=100',
      );
      // The member reads Macedonian: "Вашата улога во Demo Company е променета".
      return outbox.body.items.filter((mail) => mail.subject.includes('улога во Demo Company')).length;
    };
    try {
      await apiCall(member, 'PUT', '/api/Users/current-user/language', { language: 'mk' });
      // With e-mail on (the default), a role change is mailed.
      const mailsAtStart = await mailsAboutRole();
      expect(
        (await apiCall(owner, 'PUT', `/api/CompanyMembers/${memberId}/role`, { role: 'ADMIN' })).status,
      ).toBe(200);
      await expect.poll(mailsAboutRole, { timeout: 20_000 }).toBe(mailsAtStart + 1);

      await member.goto(`${baseUrl}/notifications/preferences`);
      const emailBox = member.getByRole('checkbox', { name: ROLE_CHANGED_EMAIL });
      await emailBox.waitFor();
      expect(await emailBox.isChecked()).toBe(true);
      await emailBox.uncheck();
      await member.getByRole('button', { name: 'Зачувај ги поставките' }).click();
      await member.getByText('Поставките се зачувани.').waitFor();
      await member.reload();
      await member.getByRole('checkbox', { name: ROLE_CHANGED_EMAIL }).waitFor();
      expect(await member.getByRole('checkbox', { name: ROLE_CHANGED_EMAIL }).isChecked()).toBe(false);

      const mailsBefore = await mailsAboutRole();
      const before = await apiCall<{ total: number }>(
        member,
        'GET',
        '/api/Notifications?kind=member.role_changed',
      );
      for (const role of ['MEMBER', 'ADMIN']) {
        expect((await apiCall(owner, 'PUT', `/api/CompanyMembers/${memberId}/role`, { role })).status).toBe(
          200,
        );
      }
      await expect
        .poll(
          async () =>
            (await apiCall<{ total: number }>(member, 'GET', '/api/Notifications?kind=member.role_changed'))
              .body.total,
          {
            timeout: 20_000,
          },
        )
        .toBe(before.body.total + 2);
      // A mail not sent leaves nothing to wait for: the delivery queued any e-mail before writing
      // the in-app notifications just seen, so give a queued one the time its job would take.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await mailsAboutRole()).toBe(mailsBefore);

      // The owner makes role changes mandatory in Demo Company from the preferences screen.
      await owner.goto(`${baseUrl}/notifications/preferences`);
      const panel = owner.getByTestId('mandatory-notifications');
      await panel.getByRole('checkbox', { name: 'Your role changed' }).check();
      await panel.getByRole('button', { name: 'Save mandatory notifications' }).click();
      await owner.getByText('Mandatory notifications saved.').waitFor();

      await member.reload();
      const locked = member.getByRole('checkbox', { name: ROLE_CHANGED_EMAIL });
      await locked.waitFor();
      expect(await locked.isChecked()).toBe(true);
      expect(await locked.isDisabled()).toBe(true);
      await member.getByText('Задолжително од компанијата').first().waitFor();
      const refused = await apiCall(member, 'PUT', '/api/Notifications/preferences', {
        choices: [{ kind: 'member.role_changed', channel: 'email', enabled: false }],
      });
      expect(refused.status).toBe(409);
    } finally {
      await apiCall(owner, 'PUT', `/api/CompanyMembers/${memberId}/role`, { role: 'MEMBER' });
      await apiCall(owner, 'PUT', '/api/Notifications/mandatory', { mandatory: [] });
      await apiCall(member, 'PUT', '/api/Notifications/preferences', {
        choices: [{ kind: 'member.role_changed', channel: 'email', enabled: true }],
      });
      await saveLanguage(member, 'en');
      for (const page of [member, owner, superadmin]) await page.context().close();
    }
  }, 120_000);
});
