import { isAdmin } from '@atrium/contract/access';
import type { getClientById } from '@atrium/contract/time-tracking';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { findClient } from './client-queries.ts';

/** One client; an archived one is not found for anyone below administrator. */
export const getClientByIdHandler: OperationHandler<typeof getClientById> = async ({
  context,
  params: { clientId },
}) => {
  const row = await context.withTenant((tx) => findClient(tx, context, clientId));
  if (!row || (row.archived && !isAdmin(context.roles))) throw notFound('The client');
  return row;
};
