import { seedDemo } from '../db/seed/seed-demo.ts';
import { freePort } from '../modules/identity/test/oidc-browser.ts';
import { EMBEDDED_ACCOUNT_ISSUER } from '../platform/identity-provider/account-issuer.ts';
import { seedDemoAccounts } from '../platform/identity-provider/seed-demo-accounts.ts';
import { createTestApp, type TestApp } from '../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface DemoTestApp {
  database: TestDatabase;
  testApp: TestApp;
  /** `http://127.0.0.1:<port>`, the app's PUBLIC_URL. */
  origin: string;
  /** The embedded provider's issuer, `<origin>/oidc`. */
  issuer: string;
  close(): Promise<void>;
}

/**
 * The demo companies and people (db/seed/demo-people.ts) with their accounts at the embedded
 * provider, served by the app on a free port of 127.0.0.1, so that a test signs in as a browser
 * would. `env` adds to PUBLIC_URL and PORT. Its name starts as createTestApp's does: the suites
 * that use it open a database, and vitest.config.ts runs them on both engines by that name.
 */
export async function createTestAppWithDemo(env: Record<string, string> = {}): Promise<DemoTestApp> {
  const database = await createTestDatabase();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp({ database, env: { PUBLIC_URL: origin, PORT: String(port), ...env } });
  await seedDemo(database, { issuer: EMBEDDED_ACCOUNT_ISSUER });
  await seedDemoAccounts(testApp.app.platform.identityProvider!, database, EMBEDDED_ACCOUNT_ISSUER);
  await testApp.app.listen({ port, host: '127.0.0.1' });
  return {
    database,
    testApp,
    origin,
    issuer: `${origin}/oidc`,
    async close() {
      await testApp.close();
      await database.dispose();
    },
  };
}
