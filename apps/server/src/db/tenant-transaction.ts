import type { PGlite, Transaction as PgliteConnection } from '@electric-sql/pglite';
import type { NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import type { ConnectionStats, Drizzle, TenantContext, Transaction } from './database.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The application role that row-level security applies to (see migrations and decision 003). */
const TENANT_ROLE = 'atrium_app';

/**
 * The statement that makes a transaction act for a tenant, with the two ids written into the
 * text (see decision 039): a statement without parameters can travel with `BEGIN` in one simple-
 * protocol message, so opening the transaction, setting the tenant and dropping to the non-owner
 * role cost one round trip instead of two. Only a uuid or '' can reach the text (tenantValue), so
 * nothing from outside is ever interpolated. `set_config(…, true)` is SET LOCAL: all three end
 * with the transaction, so a pooled connection never carries one request's tenant into the next.
 */
export function tenantSettingsSql(context: TenantContext): string {
  const companyId = tenantValue(context.companyId, 'companyId');
  const userId = tenantValue(context.userId, 'userId');
  return (
    `select set_config('app.company_id', '${companyId}', true), ` +
    `set_config('app.user_id', '${userId}', true), set_config('role', '${TENANT_ROLE}', true)`
  );
}

/** Empty string for "no context" (the policies read '' as null); anything else must be a uuid. */
function tenantValue(value: string | null, name: string): string {
  if (value === null || value === '') return '';
  if (!UUID.test(value)) throw new TypeError(`Tenant context ${name} is not a uuid`);
  return value;
}

/** Drizzle's internals a transaction handle is built from: dialect, relational schema, options. */
export interface DrizzleInternals {
  dialect: ConstructorParameters<typeof NodePgTransaction>[0];
  session: { schema: ConstructorParameters<typeof NodePgTransaction>[2]; options: object };
}

/**
 * PGlite: its own transaction (one engine, queued). The settings go as one simple query (two calls
 * into the engine; through Drizzle they took the extended protocol's six), see decision 087.
 */
export function pgliteTenantTransactions(client: PGlite, owner: Drizzle) {
  const { dialect, session } = owner as unknown as DrizzleInternals;
  let inFlight = 0;
  async function runAsTenant<T>(context: TenantContext, work: (tx: Transaction) => Promise<T>): Promise<T> {
    const settings = tenantSettingsSql(context);
    inFlight += 1;
    try {
      return await client.transaction(async (connection: PgliteConnection) => {
        const connectionSession = new PgliteSession(
          connection as unknown as PGlite,
          dialect,
          session.schema,
          session.options,
        );
        const tx = new PgliteTransaction(dialect, connectionSession, session.schema);
        await connection.exec(settings);
        return work(tx as unknown as Transaction);
      });
    } finally {
      inFlight -= 1;
    }
  }
  /** The one engine runs one transaction at a time: the others in flight are waiting. */
  function connectionStats(): ConnectionStats {
    return { max: 1, open: 1, idle: inFlight === 0 ? 1 : 0, waiting: Math.max(0, inFlight - 1) };
  }
  return { runAsTenant, connectionStats };
}
