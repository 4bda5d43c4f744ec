import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { repositoryRoot } from './support/atrium-process.ts';
import { freePort, startServer, type RunningServer } from './support/server-process.ts';
import { startShellOrigin, type ShellOrigin } from './support/shell-origin.ts';
import { webStorageOf } from './support/sign-in.ts';

/*
 * The mobile shell's web part (apps/mobile/dist: the web app with the shell's bridge) in Chromium,
 * as far as a machine without the platform SDKs can take it (docs/decisions/035-mobile-shell-capacitor.md).
 * Capacitor runs as on the web: "the system browser" is a new window, the secure store memory,
 * and the app link is handed to the app the way the bridge does (`window.handleOpenURL`).
 */
const webPart = resolve(repositoryRoot, 'apps/mobile/dist');
let browser: Browser;
let server: RunningServer;
let shell: ShellOrigin;

beforeAll(async () => {
  if (!existsSync(resolve(webPart, 'mobile-bridge.js'))) {
    execFileSync('npm', ['run', 'build', '-w', '@atrium/mobile'], { cwd: repositoryRoot, stdio: 'ignore' });
  }
  const serverPort = await freePort();
  shell = await startShellOrigin({ webPart, serverPort });
  // The shell's origin is the server's public address here: same origin, as native HTTP would be.
  server = await startServer({ PUBLIC_URL: shell.origin }, serverPort);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await shell?.close();
});

/** What the provider's pages do in the context: the authorization request, and the app link it answers. */
function watchProvider(context: BrowserContext) {
  let authorization: URL | null = null;
  let link: string | null = null;
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/oidc/auth' && url.searchParams.has('client_id')) authorization ??= url;
    if (request.url().startsWith('atrium://')) link = request.url();
  });
  context.on('response', (response) => {
    const location = response.headers().location;
    if (location?.startsWith('atrium://')) link = location;
  });
  return { authorization: () => authorization, appLink: () => link };
}

describe('the mobile shell', () => {
  it('signs in through the system browser with PKCE, back through the app link; the refresh token stays out of cookies and web storage', async () => {
    const context = await browser.newContext({ viewport: { width: 400, height: 800 } });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const appUrls: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) appUrls.push(frame.url());
    });
    const tokenExchanges: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/openid/token-id')) tokenExchanges.push(request.url());
    });
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));

    await page.goto(`${shell.origin}/`);
    await page.waitForURL('**/authentication/login');
    expect(await page.evaluate(() => typeof (window as { atriumMobile?: unknown }).atriumMobile)).toBe(
      'object',
    );

    const provider = watchProvider(context);
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const systemBrowser = await opened;
    await expect.poll(provider.authorization).not.toBeNull();
    const authorization = provider.authorization()!;
    expect(authorization.searchParams.get('client_id')).toBe('atrium-mobile');
    expect(authorization.searchParams.get('redirect_uri')).toBe('atrium://auth/callback');
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await systemBrowser.getByLabel('Email').fill('owner@demo.test');
    await systemBrowser.getByLabel('Password').fill('demo1234');
    await systemBrowser.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(provider.appLink).toMatch(/^atrium:\/\/auth\/callback\?code=[^&]+.*state=/);
    const link = provider.appLink()!;

    // The operating system hands the link to the app.
    await page.evaluate(
      (url) => (window as unknown as { handleOpenURL(url: string): void }).handleOpenURL(url),
      link,
    );
    await expect.poll(() => page.getByTestId('company-name').textContent()).toBe('Demo Company');
    // Sign-in never took the app's own page to the provider.
    expect(appUrls.some((url) => url.includes('/oidc'))).toBe(false);

    const refreshToken = await page.evaluate(() =>
      (
        window as unknown as { atriumMobile: { secureStore: { get(key: string): Promise<string | null> } } }
      ).atriumMobile.secureStore.get('atrium.refresh-token'),
    );
    expect(refreshToken).toMatch(/^m\.[A-Za-z0-9_-]{43}$/);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('atrium_refresh');
    expect((await webStorageOf(page)).join('\n')).not.toContain(refreshToken!.slice(2));

    // The same link again is ignored; a link without a query is only logged.
    await page.evaluate(
      (url) => (window as unknown as { handleOpenURL(url: string): void }).handleOpenURL(url),
      link,
    );
    await page.evaluate(() =>
      (window as unknown as { handleOpenURL(url: string): void }).handleOpenURL('atrium://auth/callback'),
    );
    await expect.poll(() => logged.some((text) => text.includes('Bad link!'))).toBe(true);
    expect(tokenExchanges).toHaveLength(1);
    expect(await page.getByTestId('company-name').textContent()).toBe('Demo Company');
    expect(errors).toEqual([]);
    await context.close();
  });
});
