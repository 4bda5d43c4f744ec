import { eq } from 'drizzle-orm';
import type { deleteChatConnector } from '@atrium/contract/chat-connectors';
import { chatConnectors } from '../../db/schema/chat-connectors.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { connectorOf } from './chat-connector-queries.ts';

export const deleteChatConnectorHandler: OperationHandler<typeof deleteChatConnector> = async ({
  context,
  params,
  deps,
}) => {
  await context.withTenant(async (tx) => {
    const current = await connectorOf(tx, context.companyId, params.chatConnectorId);
    await tx.delete(chatConnectors).where(eq(chatConnectors.id, current.id));
  });
  await deps.audit.record(context, { action: 'chat_connector.deleted', target: params.chatConnectorId });
  return undefined;
};
