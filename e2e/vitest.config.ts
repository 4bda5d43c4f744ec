import { defineConfig } from 'vitest/config';

// Browser end-to-end tests, driven through Debian's Chromium with playwright-core. Two files run
// at once, one per core: global-setup.ts starts a real server (free port, fresh data folder, demo
// data) for each worker, and a file talks to its worker's server (support/server-url.ts), so files
// running side by side share nothing (decision 044).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    maxWorkers: 2,
    // Tests marked concurrent (the accessibility walk's roles) run two at a time.
    maxConcurrency: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A browser waiting on a real server on a busy 2-core machine: one second is not enough.
    expect: { poll: { timeout: 15_000 } },
    // A scenario waits on durable evidence (the address it lands on, the screen, a short-lived
    // message recorded as it appeared: support/seen-texts.ts), so a failure is real, and locally a
    // test runs once. In CI a failed test runs once more: three fresh-clone runs each failed a
    // different scenario once (a select closed by a scroll, colours read before the stylesheet, a
    // header picture), each passing on its next runs; a pass on the second try is printed as such
    // and is a defect to find, not a result (docs/decisions/044-two-browser-workers-and-side-by-side-checks.md).
    retry: process.env['CI'] ? 1 : 0,
  },
});
