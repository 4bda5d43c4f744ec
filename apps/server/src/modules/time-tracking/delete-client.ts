import { and, eq, sql } from 'drizzle-orm';
import type { deleteClient } from '@atrium/contract/time-tracking';
import { clients } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { usedSoArchive } from './catalog-errors.ts';
import { isForeignKeyViolation } from './pg-errors.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/** Deletes a client and its projects, unless time is recorded against any of them. */
export const deleteClientHandler: OperationHandler<typeof deleteClient> = async ({
  context,
  params: { clientId },
}) => {
  try {
    await context.withTenant(async (tx) => {
      const [row] = await tx
        .select({
          id: clients.id,
          used: sql<boolean>`exists (select 1 from activities used join projects up on up.id = used.project_id
            where up.client_id = "clients"."id")`,
        })
        .from(clients)
        .where(and(eq(clients.companyId, context.companyId), eq(clients.id, clientId)));
      if (!row) throw notFound('The client');
      if (row.used) throw usedSoArchive('client');
      await tx.delete(clients).where(and(eq(clients.companyId, context.companyId), eq(clients.id, clientId)));
    });
    return undefined;
  } catch (error) {
    // Time recorded between the check and the delete: the restrict key still says no.
    if (isForeignKeyViolation(error)) throw usedSoArchive('client');
    throw error;
  }
};
