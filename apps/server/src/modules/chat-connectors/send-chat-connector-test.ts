import { eq } from 'drizzle-orm';
import type { sendChatConnectorTest } from '@atrium/contract/chat-connectors';
import { chatConnectors } from '../../db/schema/chat-connectors.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { webhookPolicy } from '../webhooks/webhook-policy.ts';
import { sendWebhook } from '../webhooks/webhook-sender.ts';
import { connectorOf } from './chat-connector-queries.ts';
import { testMessage } from './chat-message-format.ts';

/** Posts at once, not through the queue: the person who asked waits for the channel's answer. */
export const sendChatConnectorTestHandler: OperationHandler<typeof sendChatConnectorTest> = async ({
  context,
  params,
  deps,
}) => {
  const connector = await context.withTenant((tx) =>
    connectorOf(tx, context.companyId, params.chatConnectorId),
  );
  const body = JSON.stringify(testMessage(connector.kind, connector.language));
  const attempt = await sendWebhook(connector.url, {}, body, webhookPolicy(deps.config));
  await context.withTenant((tx) =>
    tx
      .update(chatConnectors)
      .set({ lastStatus: attempt.status, lastPostedAt: new Date() })
      .where(eq(chatConnectors.id, connector.id)),
  );
  const delivered = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
  return { delivered, status: attempt.status, answer: attempt.answer };
};
