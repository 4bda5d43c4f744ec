import type { Database } from '../../../db/database.ts';
import type { TestDatabase } from '../../../test/test-database.ts';

export interface CountingDatabase {
  database: TestDatabase;
  /** Statements sent in tenant transactions since the last reset (set_config included). */
  readonly count: number;
  reset(): void;
}

/**
 * The test database with every statement of a tenant transaction counted: the tenant settings
 * statement, then each query the work runs (Drizzle reports them to its session's logger).
 * BEGIN/COMMIT and the access gate's one prepared principal query are not included.
 */
export function countingDatabase(database: TestDatabase): CountingDatabase {
  let count = 0;
  const logger = {
    logQuery(query: string) {
      // node-postgres sends COMMIT through the same session; PGlite does not. Neither counts.
      if (!/^\s*(begin|commit|rollback)\b/i.test(query)) count += 1;
    },
  };
  const withTenant: Database['withTenant'] = (context, work) =>
    database.withTenant(context, (tx) => {
      count += 1;
      (tx as unknown as { session: { logger: typeof logger } }).session.logger = logger;
      return work(tx);
    });
  return {
    database: { ...database, withTenant },
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}
