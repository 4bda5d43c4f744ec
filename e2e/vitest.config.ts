import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: one real server (started by global-setup.ts on a free port with a
// fresh data folder), driven through Debian's Chromium with playwright-core. Files run one at a
// time because they share that server and the machine has two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    // Tests marked concurrent (the accessibility walk's roles) run two at a time: one per core.
    maxConcurrency: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A browser waiting on a real server on a busy 2-core machine: one second is not enough.
    expect: { poll: { timeout: 15_000 } },
    // No retries: a scenario waits on durable evidence (the address it lands on, the screen, a
    // short-lived message recorded as it appeared: support/seen-texts.ts), so a failure is real.
  },
});
