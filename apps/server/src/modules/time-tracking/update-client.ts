import { and, eq } from 'drizzle-orm';
import type { updateClient } from '@atrium/contract/time-tracking';
import { clients } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { nameTaken } from './catalog-errors.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { CLIENT_NAME_INDEX, findClient } from './client-queries.ts';

export const updateClientHandler: OperationHandler<typeof updateClient> = async ({
  context,
  params: { clientId },
  body: input,
}) => {
  try {
    return await context.withTenant(async (tx) => {
      const updated = await tx
        .update(clients)
        .set(input)
        .where(and(eq(clients.companyId, context.companyId), eq(clients.id, clientId)))
        .returning({ id: clients.id });
      if (updated.length === 0) throw notFound('The client');
      return (await findClient(tx, context, clientId))!;
    });
  } catch (error) {
    throw nameTaken(error, CLIENT_NAME_INDEX, 'A client') ?? error;
  }
};
