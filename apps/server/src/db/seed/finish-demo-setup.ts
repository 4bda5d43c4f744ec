import type { IdentityProvider } from '@atrium/idp';
import { seedDemoAccounts } from '../../platform/identity-provider/seed-demo-accounts.ts';
import type { StorageDriver } from '../../platform/storage/storage-driver.ts';
import type { Database } from '../database.ts';
import { withMigrationLock } from '../migrate.ts';
import { completeDemoSetup, demoSetupPending } from './demo-setup-step.ts';
import { seedDemoFiles } from './seed-demo-files.ts';
import { seedDemoTemplates } from './seed-demo-templates.ts';

/**
 * Gives the demo people their sign-in accounts and Demo Company its files and templates while the demo set-up
 * step is open (demo-setup-step.ts), then closes it. Every part is idempotent, so a start that
 * dies halfway is simply finished by the next one; instances starting together take turns under
 * the migration lock. Answers whether it had anything to do.
 */
export async function finishDemoSetup(deps: {
  database: Database;
  /** null with an external provider: its accounts are not ours to create. */
  identityProvider: IdentityProvider | null;
  storage: StorageDriver;
  accountIssuer: string;
}): Promise<boolean> {
  const { database } = deps;
  if (!(await demoSetupPending(database))) return false;
  return withMigrationLock(database, async () => {
    if (!(await demoSetupPending(database))) return false;
    if (deps.identityProvider) {
      await seedDemoAccounts(deps.identityProvider, database, deps.accountIssuer);
    }
    await seedDemoFiles(database, deps.storage);
    await seedDemoTemplates(database, deps.storage);
    await completeDemoSetup(database);
    return true;
  });
}
