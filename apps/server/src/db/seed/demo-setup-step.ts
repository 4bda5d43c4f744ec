import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../database.ts';
import { setupSteps } from '../schema/index.ts';

/*
 * The demo data is set up in three steps that cannot share one transaction: the database rows
 * (seedDemo), the demo people's sign-in accounts at the embedded provider, and the demo files
 * through the storage driver. seedDemo records this step with its rows; the start that finishes
 * the other two marks it completed. A first start killed or failed in between leaves the step
 * open, and the next start finishes it, instead of seeing a non-empty database and leaving the
 * demo people without accounts for good. See docs/operations.md, "First start".
 */
const DEMO_SETUP_STEP = 'demo-data';

/** In seedDemo's transaction: the demo rows exist from here on, the rest is still to do. */
export async function recordDemoSetupStarted(tx: Transaction): Promise<void> {
  await tx.insert(setupSteps).values({ name: DEMO_SETUP_STEP }).onConflictDoNothing();
}

/** True while the demo rows exist but their accounts and files may not. */
export async function demoSetupPending(database: Database): Promise<boolean> {
  const rows = await database.owner
    .select({ name: setupSteps.name })
    .from(setupSteps)
    .where(and(eq(setupSteps.name, DEMO_SETUP_STEP), isNull(setupSteps.completedAt)));
  return rows.length > 0;
}

export async function completeDemoSetup(database: Database): Promise<void> {
  await database.owner
    .update(setupSteps)
    .set({ completedAt: new Date() })
    .where(eq(setupSteps.name, DEMO_SETUP_STEP));
}
