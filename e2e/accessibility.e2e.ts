import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { blockingViolations, describeViolations, type AxeScanOptions } from './support/axe.ts';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  return context.newPage();
}

async function pageAs(email: string): Promise<Page> {
  const page = await newPage();
  await signIn(page, baseUrl, email, 'demo1234');
  return page;
}

/** Waits until the screen shows `ready` and no request is running, then scans it. */
async function expectAccessible(
  page: Page,
  screen: string,
  ready: (page: Page) => Promise<unknown>,
  options: AxeScanOptions = {},
): Promise<void> {
  await ready(page);
  await page.waitForLoadState('networkidle');
  // Let Mantine's enter transitions (opacity) finish so colours are measured at rest.
  await page.waitForTimeout(400);
  const violations = await blockingViolations(page, options);
  // Compared as text, so a failure lists each rule and element in one readable message.
  expect(describeViolations(screen, violations)).toBe('');
}

describe('accessibility (axe: no serious or critical violations)', () => {
  it('the sign-in screen and the provider’s sign-in page', async () => {
    const page = await newPage();
    try {
      await page.goto(`${baseUrl}/`);
      await page.waitForURL('**/authentication/login');
      await expectAccessible(page, 'sign-in screen', (p) =>
        p.getByRole('button', { name: 'Sign in' }).waitFor(),
      );
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expectAccessible(page, 'provider sign-in page', (p) => p.getByLabel('Password').waitFor());
    } finally {
      await page.context().close();
    }
  });

  it('the member’s screens: home, about, people, organisation overview, account settings', async () => {
    const page = await pageAs('member@demo.test');
    const errors = trackPageErrors(page);
    try {
      await expectAccessible(page, 'home (timeline)', (p) =>
        p.getByRole('navigation', { name: 'Main navigation' }).waitFor(),
      );
      await page.goto(`${baseUrl}/current-company-info/about`);
      await expectAccessible(page, 'about', (p) =>
        p.getByRole('heading', { name: 'Demo Company' }).waitFor(),
      );
      await page.goto(`${baseUrl}/current-company-info/people`);
      await expectAccessible(page, 'people', (p) => p.getByRole('table').waitFor());
      await page.goto(`${baseUrl}/current-company-info/organization/overview`);
      await expectAccessible(page, 'organisation overview (member)', (p) =>
        p.getByRole('region', { name: 'Operations' }).waitFor(),
      );
      await page.goto(`${baseUrl}/account/general-settings`);
      await expectAccessible(page, 'account general settings', (p) =>
        p.getByRole('main').getByRole('heading').first().waitFor(),
      );
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('the owner’s screens: about edit mode, organisation overview, company files', async () => {
    const page = await pageAs('owner@demo.test');
    try {
      await page.goto(`${baseUrl}/current-company-info/about`);
      await page.getByRole('button', { name: 'Edit' }).click();
      await expectAccessible(page, 'about (edit mode)', (p) => p.getByLabel('Website').waitFor());
      await page.goto(`${baseUrl}/current-company-info/organization/overview`);
      await expectAccessible(page, 'organisation overview (owner)', (p) =>
        p.getByRole('button', { name: 'New division' }).waitFor(),
      );
      await page.goto(`${baseUrl}/current-company-info/company-files`);
      await expectAccessible(page, 'company files', (p) =>
        p.locator('[data-screen="company-info-company-files"]').waitFor(),
      );
    } finally {
      await page.context().close();
    }
  });

  it('the manager’s statistics', async () => {
    const page = await pageAs('manager@demo.test');
    try {
      await page.goto(`${baseUrl}/statistics/users`);
      await expectAccessible(page, 'statistics', (p) =>
        p.getByRole('main').getByRole('table').first().waitFor(),
      );
    } finally {
      await page.context().close();
    }
  });
});
