import { and, asc, eq, sql } from 'drizzle-orm';
import type { getClients } from '@atrium/contract/time-tracking';
import { clients } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { assertMayIncludeArchived } from './catalog-access.ts';
import { clientColumns } from './client-queries.ts';

/** The company's clients, archived ones only for an owner or administrator who asks. */
export const getClientsHandler: OperationHandler<typeof getClients> = async ({
  context,
  query: { includeArchived = false },
}) => {
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
};
