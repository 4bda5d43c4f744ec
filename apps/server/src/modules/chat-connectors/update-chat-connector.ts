import { eq } from 'drizzle-orm';
import type { updateChatConnector } from '@atrium/contract/chat-connectors';
import { chatConnectors } from '../../db/schema/chat-connectors.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { chatConnectorOf, connectorOf } from './chat-connector-queries.ts';
import { checkChatAddress } from './chat-policy.ts';

export const updateChatConnectorHandler: OperationHandler<typeof updateChatConnector> = async ({
  context,
  params,
  body,
  deps,
}) => {
  if (body.url !== undefined) await checkChatAddress(body.url, deps.config);
  const row = await context.withTenant(async (tx) => {
    const current = await connectorOf(tx, context.companyId, params.chatConnectorId);
    // Switched on again (after failing, say), it starts its count of failures afresh.
    const switchedOn = body.enabled && !current.enabled;
    const [updated] = await tx
      .update(chatConnectors)
      .set({
        name: body.name,
        language: body.language,
        postDecisions: body.postDecisions,
        postDigest: body.postDigest,
        digestTime: body.digestTime,
        enabled: body.enabled,
        ...(switchedOn ? { failuresInARow: 0, disabledForFailuresAt: null } : {}),
        ...(body.url === undefined ? {} : { url: body.url }),
      })
      .where(eq(chatConnectors.id, current.id))
      .returning();
    return updated!;
  });
  await deps.audit.record(context, {
    action: 'chat_connector.updated',
    target: row.id,
    details: {
      enabled: body.enabled,
      postDecisions: body.postDecisions,
      postDigest: body.postDigest,
      addressReplaced: body.url !== undefined,
    },
  });
  return chatConnectorOf(row);
};
