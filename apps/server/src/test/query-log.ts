import type { Logger } from 'drizzle-orm';
import type { TestDatabase } from './test-database.ts';

/**
 * The statements a test database ran, seen through Drizzle's public query logger, so that a test
 * can hold an operation to a number of round trips. Usage:
 *
 *   const log = createQueryLog();
 *   database = await createTestDatabase({ logger: log.logger });
 *   testApp = await createTestApp({ database: log.track(database) });
 *   log.reset(); await call(...); expect(log.count).toBeLessThanOrEqual(2);
 *
 * BEGIN/COMMIT are left out and the tenant settings statement is counted once per tenant
 * transaction (it reaches Drizzle's logger on PGlite only), so `count` is what a request costs in
 * its transaction on either engine.
 */
export interface QueryLog {
  /** Give it to createTestDatabase({ logger }). */
  readonly logger: Logger;
  /** The database with its tenant transactions marked, so their statements can be told apart. */
  track(database: TestDatabase): TestDatabase;
  /** Every statement Drizzle ran since the last reset (BEGIN/COMMIT/ROLLBACK left out). */
  readonly statements: readonly string[];
  /** The statements run inside tenant transactions since the last reset. */
  readonly tenantStatements: readonly string[];
  /** Tenant transactions opened since the last reset. */
  readonly transactions: number;
  /** Statements in tenant transactions, each transaction's settings statement included. */
  readonly count: number;
  /** Every statement since the last reset, each tenant transaction's settings statement included. */
  readonly total: number;
  reset(): void;
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;
/** The tenant settings reach the logger on PGlite only; `transactions` counts them on both. */
const TENANT_SETTINGS = /set_config\('app\.company_id'/;

export function createQueryLog(): QueryLog {
  let statements: string[] = [];
  let tenantStatements: string[] = [];
  let transactions = 0;
  let openTenantTransactions = 0;
  return {
    logger: {
      logQuery(query) {
        if (TRANSACTION_CONTROL.test(query) || TENANT_SETTINGS.test(query)) return;
        statements.push(query);
        if (openTenantTransactions > 0) tenantStatements.push(query);
      },
    },
    track(database) {
      return {
        ...database,
        withTenant: (context, work) =>
          database.withTenant(context, async (tx) => {
            transactions += 1;
            openTenantTransactions += 1;
            try {
              return await work(tx);
            } finally {
              openTenantTransactions -= 1;
            }
          }),
      };
    },
    get statements() {
      return statements;
    },
    get tenantStatements() {
      return tenantStatements;
    },
    get transactions() {
      return transactions;
    },
    get count() {
      return transactions + tenantStatements.length;
    },
    get total() {
      return transactions + statements.length;
    },
    reset() {
      statements = [];
      tenantStatements = [];
      transactions = 0;
    },
  };
}
