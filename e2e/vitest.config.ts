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
    // No retries: a scenario waits on durable evidence (the address it lands on, the screen, a
    // short-lived message recorded as it appeared: support/seen-texts.ts), so a failure is real.
  },
});
