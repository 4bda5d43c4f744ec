import { sql } from 'drizzle-orm';
import type { Database, TenantContext, Transaction } from '../../db/database.ts';

/**
 * The company scopes one attempt of a job opens, and which of them committed a write: those
 * companies' open screens of the job's `liveAreas` are told after the attempt
 * (docs/product/notifications.md#screens-that-stay-current). A sweep through every company that
 * changes nothing in most of them tells none of those.
 */
export function jobWrites(database: Pick<Database, 'withTenant'>, liveAreas: readonly string[]) {
  const companies = new Set<string>();
  return {
    /** Companies where a transaction of this attempt wrote and committed. */
    companies,
    async withTenant<T>(tenant: TenantContext, work: (tx: Transaction) => Promise<T>): Promise<T> {
      if (liveAreas.length === 0) return database.withTenant(tenant, work);
      let wrote = false;
      const result = await database.withTenant(tenant, async (tx) => {
        const value = await work(tx);
        // PostgreSQL gives a transaction its id at its first write only: none means a read.
        const seen = await tx.execute<{ wrote: boolean }>(
          sql`select txid_current_if_assigned() is not null as wrote`,
        );
        wrote = seen.rows[0]?.wrote === true;
        return value;
      });
      // Reached only once the transaction has committed; a rolled-back one threw instead.
      if (wrote && tenant.companyId) companies.add(tenant.companyId);
      return result;
    },
  };
}
