import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';

/** The unique index on a company's client names (its violation names the clash). */
export const CLIENT_NAME_INDEX = 'clients_company_name_key';

export const clientColumns = {
  clientId: clients.id,
  name: clients.name,
  description: clients.description,
  archived: clients.archived,
  // Written out: Drizzle drops table names from a one-table select, and these are correlated.
  projectCount: sql<number>`(select count(*)::int from projects counted
    where counted.client_id = "clients"."id" and not counted.archived)`,
};

export async function findClient(tx: Transaction, context: MemberContext, clientId: string) {
  const [row] = await tx
    .select(clientColumns)
    .from(clients)
    .where(and(eq(clients.companyId, context.companyId), eq(clients.id, clientId)));
  return row;
}
