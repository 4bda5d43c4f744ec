import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { companyModules } from '../../db/schema/index.ts';

/** The company's subscribed modules, in a stable order. */
export async function readModules(tx: Transaction, companyId: string) {
  const rows = await tx
    .select({ module: companyModules.module })
    .from(companyModules)
    .where(eq(companyModules.companyId, companyId))
    .orderBy(asc(companyModules.module));
  return rows.map((row) => row.module);
}
