import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// One runner for the whole repository. Server-side code runs in Node; the web app's
// component tests run in jsdom. Browser end-to-end tests have their own config: e2e/vitest.config.ts.
//
// The API and provider suites run on the embedded database (PGlite) always, and a second time on
// PostgreSQL when TEST_DATABASE_URL is set (as CI does): one schema, one set of migrations, both
// engines tested in one `npm test`.
const postgresUrl = process.env.TEST_DATABASE_URL;
const serverSuites = ['apps/server/src/**/*.test.ts', 'apps/idp/src/**/*.test.ts'];
// Only the suites that open a database run a second time: they name the harness that gives them
// one (or the engine itself). The rest (config, parsers, pure rules) run once, in `node`.
// See docs/decisions/056-test-tier-speed.md.
const opensDatabase =
  /createTestDatabase|useApiTest|createTestApp|freshDatabase|createDatabase|PGlite|TEST_DATABASE_URL/;
const databaseSuites = serverSuites
  .flatMap((pattern) => globSync(pattern))
  .filter((file) => opensDatabase.test(readFileSync(file, 'utf8')))
  .sort();
// Run the migrations once per run into template databases that every test file copies.
const databaseTemplates = ['apps/server/src/test/global-setup.ts', 'apps/idp/src/test/global-setup.ts'];

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker. Four keep both cores busy: a database suite
    // waits on PostgreSQL, on a child process or on a timer often enough that two could leave a
    // core idle (decision 056).
    maxWorkers: 4,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/{server,idp,push}/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'e2e/support/**/*.test.ts',
          ],
          env: { TEST_DATABASE_URL: '' },
          globalSetup: databaseTemplates,
          // A worker keeps its imported modules from file to file: each file still builds its own
          // app on its own database, but the server's module graph is loaded once per worker
          // instead of once per file, which was a third of this project's time (decision 056).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'node-postgres',
                environment: 'node',
                include: databaseSuites,
                env: { TEST_DATABASE_URL: postgresUrl },
                globalSetup: databaseTemplates,
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/mobile/src/**/*.test.ts'],
          setupFiles: ['apps/web/src/test-setup.ts'],
          // As in `node`: a worker keeps jsdom and the imported modules (React, Mantine, the app)
          // from file to file. The suites mock HTTP at the boundary (MSW, one server per file)
          // rather than replacing modules, every test builds its own router, query client and
          // i18n instance, and the setup file clears the document, toasts and storage after each
          // test (decision 056).
          isolate: false,
          // A screen test renders the whole app and waits on the mock API: seconds on a busy
          // two-core machine, so Vitest's default of five is too tight to tell a failure from a wait.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
