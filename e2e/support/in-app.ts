import type { Page } from 'playwright-core';

/**
 * Opens `path` inside the running app the way one of its links does (a history entry the router
 * follows), so a walk over many screens does not load and start the app again for each one; waits
 * until `screen` shows and has its data. Resolves with the address it shows (path and query).
 */
export async function openInApp(
  page: Page,
  path: string,
  screen: string,
  quiet: QuietWatch,
): Promise<string> {
  await page.evaluate((to) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2), idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  // The app names the screen on show on <html data-current-screen> (apps/web/src/app/root-layout.tsx).
  await page
    .waitForFunction((expected) => document.documentElement.dataset['currentScreen'] === expected, screen, {
      timeout: 15_000,
    })
    .catch(async () => {
      const where = await page.evaluate(() => [
        window.location.pathname,
        document.documentElement.dataset['currentScreen'],
      ]);
      throw new Error(`${path} should show ${screen}; the app is at ${where.join(' showing ')}`);
    });
  await quiet.settled();
  return page.evaluate(() => `${window.location.pathname}${window.location.search}`);
}

export interface QuietWatch {
  /**
   * Resolves once no API request has been running for a short while and no loader shows: the
   * screen has its data and has drawn it. Streams (server-sent events) never end and are ignored.
   */
  settled(): Promise<void>;
}

const QUIET_MS = 150;
const SETTLE_LIMIT_MS = 15_000;
const FORGOTTEN_AFTER_MS = 5_000;

/** Counts the page's running requests from now on; see QuietWatch. */
export function watchRequests(page: Page): QuietWatch {
  const running = new Map<unknown, number>();
  let lastChange = Date.now();
  const stillRunning = () => {
    // A request without an answer for this long is a stream or one whose end was not reported:
    // waiting for it would only end in the time limit.
    const since = Date.now() - FORGOTTEN_AFTER_MS;
    return [...running.values()].filter((started) => started > since).length;
  };
  const isStream = (headers: Record<string, string>) =>
    (headers['accept'] ?? '').includes('text/event-stream');
  page.on('request', (request) => {
    if (isStream(request.headers())) return;
    running.set(request, Date.now());
    lastChange = Date.now();
  });
  const done = (request: unknown) => {
    if (running.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      const started = Date.now();
      // A new screen starts its requests a moment after the navigation: give it that moment.
      await page.waitForTimeout(QUIET_MS);
      for (;;) {
        const loading = await page
          .locator('.mantine-Loader-root:visible, [aria-busy="true"]:visible')
          .count()
          .catch(() => 0);
        const requests = stillRunning();
        if (requests === 0 && loading === 0 && Date.now() - lastChange >= QUIET_MS) return;
        if (Date.now() - started > SETTLE_LIMIT_MS) {
          throw new Error(
            `The page did not settle in ${SETTLE_LIMIT_MS} ms: ${requests} request(s) running, ${loading} loader(s) showing`,
          );
        }
        await page.waitForTimeout(50);
      }
    },
  };
}

/**
 * The same promise as watchRequests, kept inside the page: the app's own `fetch` calls are counted
 * as they start and end (streams left out), and one in-page wait checks every frame that none is
 * running or has ended in the last QUIET_MS, no loader shows and the document has loaded. No fixed
 * pause and no round trip per check, so a walk over hundreds of screens does not pay a third of a
 * second each for waiting. Call before the page's first navigation (it is set up on each load).
 */
export async function watchFetches(page: Page): Promise<QuietWatch> {
  await page.addInitScript(() => {
    const state = { running: 0, last: performance.now() };
    (window as unknown as { __fetches: typeof state }).__fetches = state;
    const original = window.fetch.bind(window);
    const isStream = (init?: RequestInit) =>
      (new Headers(init?.headers).get('accept') ?? '').includes('text/event-stream');
    window.fetch = async (input, init) => {
      if (isStream(init)) return original(input, init);
      state.running += 1;
      state.last = performance.now();
      try {
        const response = await original(input, init);
        // The body is read after the answer starts: count until it has arrived.
        await response
          .clone()
          .arrayBuffer()
          .catch(() => undefined);
        return response;
      } finally {
        state.running -= 1;
        state.last = performance.now();
      }
    };
  });
  return {
    async settled() {
      await page
        .waitForFunction(
          (quietMs) => {
            const state = (window as unknown as { __fetches?: { running: number; last: number } }).__fetches;
            if (!state || document.readyState !== 'complete') return false;
            if (state.running > 0 || performance.now() - state.last < quietMs) return false;
            const loading = document.querySelectorAll('.mantine-Loader-root, [aria-busy="true"]');
            return [...loading].every((element) => !element.checkVisibility());
          },
          QUIET_MS,
          { polling: 'raf', timeout: SETTLE_LIMIT_MS },
        )
        .catch(async () => {
          const running = await page
            .evaluate(() => (window as unknown as { __fetches?: { running: number } }).__fetches?.running)
            .catch(() => undefined);
          throw new Error(
            `The page did not settle in ${SETTLE_LIMIT_MS} ms: ${running ?? '?'} request(s) running`,
          );
        });
    },
  };
}
