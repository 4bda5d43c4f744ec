import type { createChatConnector } from '@atrium/contract/chat-connectors';
import { chatConnectors } from '../../db/schema/chat-connectors.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { chatConnectorOf } from './chat-connector-queries.ts';
import { checkChatAddress } from './chat-policy.ts';

/** The address is answered masked, here as everywhere: it is the channel's secret. */
export const createChatConnectorHandler: OperationHandler<typeof createChatConnector> = async ({
  context,
  body,
  deps,
}) => {
  await checkChatAddress(body.url, deps.config);
  const [row] = await context.withTenant((tx) =>
    tx
      .insert(chatConnectors)
      .values({
        companyId: context.companyId,
        name: body.name,
        kind: body.kind,
        url: body.url,
        language: body.language,
        postDecisions: body.postDecisions,
        postDigest: body.postDigest,
        digestTime: body.digestTime,
        createdByUserId: context.userId,
      })
      .returning(),
  );
  await deps.audit.record(context, {
    action: 'chat_connector.created',
    target: row!.id,
    details: { kind: body.kind, origin: new URL(body.url).origin },
  });
  return chatConnectorOf(row!);
};
