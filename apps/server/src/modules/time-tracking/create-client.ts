import type { createClient } from '@atrium/contract/time-tracking';
import { clients } from '../../db/schema/index.ts';
import { nameTaken } from './catalog-errors.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { CLIENT_NAME_INDEX, findClient } from './client-queries.ts';

export const createClientHandler: OperationHandler<typeof createClient> = async ({
  context,
  body: input,
}) => {
  try {
    return await context.withTenant(async (tx) => {
      const [row] = await tx
        .insert(clients)
        .values({ companyId: context.companyId, ...input })
        .returning({ id: clients.id });
      return (await findClient(tx, context, row!.id))!;
    });
  } catch (error) {
    throw nameTaken(error, CLIENT_NAME_INDEX, 'A client') ?? error;
  }
};
