import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, trackPageErrors } from './support/browser.ts';
import { serverUrl } from './support/server-url.ts';

const baseUrl = serverUrl();
const DEMO_PASSWORD = 'demo1234';
const SHOTS = process.env.E2E_SCREENSHOTS;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('installable app', () => {
  it('serves a manifest whose icons exist at their stated sizes, maskable ones included', async () => {
    const response = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Atrium', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await fetch(`${baseUrl}${icon.src}`);
      expect(image.headers.get('content-type')).toBe('image/png');
      const side = Number(icon.sizes.split('x')[0]);
      expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual([side, side]);
    }
  });

  it('installs its service worker, shows a pushed notification and opens offline', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    try {
      // Signed in through the provider's page; not waiting for network quiet, since the
      // notification bell keeps a stream open.
      await page.goto(`${baseUrl}/`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByLabel('Email').fill('member@demo.test');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(
        (url) => url.origin === baseUrl && !url.pathname.startsWith('/oidc') && !url.search.includes('code='),
      );
      await page.goto(`${baseUrl}/testing`);
      await page.getByRole('heading', { name: 'Testing' }).waitFor();
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${baseUrl}/`);

      // The diagnostics a person sees.
      await page.getByText('Allowed').waitFor();
      await page.getByText(/^Answers \(\d+ ms\)$/).waitFor();
      await page.getByText('part of the Atrium server').waitFor();
      await expect.poll(() => page.getByText(/^0\.1\.0 \(/).count()).toBe(1);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/testing-screen.png`, fullPage: true });

      // A push message as the browser's push service would deliver it.
      const cdp = await context.newCDPSession(page);
      const { registrationId } = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { registrationId: registration.active?.scriptURL ?? '' };
      });
      expect(registrationId).toMatch(/\/sw\.js$/);
      await cdp.send('ServiceWorker.enable');
      const registrations = await new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
        cdp.once('ServiceWorker.workerRegistrationUpdated', (event) =>
          resolve(event.registrations as { registrationId: string; scopeURL: string }[]),
        );
      });
      const registration = registrations.find((entry) => entry.scopeURL === `${baseUrl}/`);
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseUrl,
        registrationId: registration!.registrationId,
        data: JSON.stringify({
          title: 'Atrium test notification',
          body: 'Push notifications reach this device.',
          url: '/testing',
          tag: 'atrium-test',
        }),
      });
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
              title: n.title,
              body: n.body,
              tag: n.tag,
              data: n.data as unknown,
            })),
          ),
        )
        .toEqual([
          {
            title: 'Atrium test notification',
            body: 'Push notifications reach this device.',
            tag: 'atrium-test',
            data: { url: '/testing' },
          },
        ]);

      // Offline, the app shell still opens from the service worker's cache.
      await context.setOffline(true);
      await page.reload({ waitUntil: 'domcontentloaded' });
      // The app itself answers (not the browser's offline page): signed-in data needs the server,
      // so it shows its sign-in screen.
      expect(await page.title()).toMatch(/Atrium$/);
      expect(new URL(page.url()).origin).toBe(baseUrl);
      await expect.poll(() => page.locator('#root *').count()).toBeGreaterThan(0);
      await context.setOffline(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
