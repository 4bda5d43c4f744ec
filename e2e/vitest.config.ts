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
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A browser waiting on a real server on a busy 2-core machine: one second is not enough.
    expect: { poll: { timeout: 15_000 } },
    // In CI, one more try for a scenario that failed: a real browser and server on a shared
    // 2-core machine can miss a short-lived toast. A broken scenario still fails both times, and
    // every scenario restores the shared demo data in its finally blocks, so a retry starts clean.
    retry: process.env.CI ? 1 : 0,
  },
});
