import { isAdmin } from '@atrium/contract/access';
import type { Client, getClientById } from '@atrium/contract/time-tracking';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationInput } from '../../platform/operations/module-operations.ts';
import { findClient } from './client-queries.ts';

/** One client; an archived one is not found for anyone below administrator. */
export async function getClientByIdHandler({
  context,
  params: { clientId },
}: OperationInput<typeof getClientById>): Promise<Client> {
  const row = await context.withTenant((tx) => findClient(tx, context, clientId));
  if (!row || (row.archived && !isAdmin(context.roles))) throw notFound('The client');
  return row;
}
