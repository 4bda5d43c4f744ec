import { and, asc, eq, sql } from 'drizzle-orm';
import type { Client, getClients } from '@atrium/contract/time-tracking';
import { clients } from '../../db/schema/index.ts';
import type { OperationInput } from '../../platform/operations/module-operations.ts';
import { assertMayIncludeArchived } from './catalog-access.ts';
import { clientColumns } from './client-queries.ts';

/** The company's clients, archived ones only for an owner or administrator who asks. */
export async function getClientsHandler({
  context,
  query: { includeArchived = false },
}: OperationInput<typeof getClients>): Promise<Client[]> {
  assertMayIncludeArchived(context, includeArchived);
  return context.withTenant((tx) =>
    tx
      .select(clientColumns)
      .from(clients)
      .where(
        and(
          eq(clients.companyId, context.companyId),
          includeArchived ? undefined : eq(clients.archived, false),
        ),
      )
      .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id)),
  );
}
