import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('smoke: the built server in a real browser', () => {
  it('answers health, OpenAPI and docs', async () => {
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const openapi = await fetch(`${baseUrl}/api/openapi.json`);
    expect(openapi.status).toBe(200);
    expect(((await openapi.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
    expect((await fetch(`${baseUrl}/api/docs`)).status).toBe(200);
  });

  it('opens / and, signed out, lands on the sign-in screen', async () => {
    const page = await browser.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/login|\/authentication\/login/);
    // waitFor, not isVisible: the screen renders after its lazy chunk arrives.
    await page
      .getByRole('heading', { name: /Atrium/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
