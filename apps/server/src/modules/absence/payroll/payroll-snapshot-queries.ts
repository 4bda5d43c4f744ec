import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { payrollSnapshots } from '../../../db/schema/index.ts';

export type PayrollSnapshot = typeof payrollSnapshots.$inferSelect;

/** Every snapshot of the company, oldest month first, then in the order they were recorded. */
export function companySnapshots(tx: Transaction, companyId: string): Promise<PayrollSnapshot[]> {
  return tx
    .select()
    .from(payrollSnapshots)
    .where(eq(payrollSnapshots.companyId, companyId))
    .orderBy(asc(payrollSnapshots.month), asc(payrollSnapshots.recordedIn));
}

/** The months closed by a close of their own, oldest first. */
export const closedMonths = (snapshots: readonly PayrollSnapshot[]): string[] =>
  snapshots.filter((snapshot) => snapshot.recordedIn === snapshot.month).map((snapshot) => snapshot.month);

/** The last figures of `month` recorded before the close of `before` (or at all, without it). */
export function latestSnapshot(
  snapshots: readonly PayrollSnapshot[],
  month: string,
  before?: string,
): PayrollSnapshot | undefined {
  return snapshots
    .filter((snapshot) => snapshot.month === month && (before === undefined || snapshot.recordedIn < before))
    .at(-1);
}
