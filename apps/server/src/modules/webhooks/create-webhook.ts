import type { createWebhook } from '@atrium/contract/webhooks';
import { webhookEndpoints } from '../../db/schema/webhooks.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { checkWebhookAddress } from './webhook-policy.ts';
import { webhookOf } from './webhook-queries.ts';
import { newWebhookSecret } from './webhook-signature.ts';

/** The secret is answered once; the deliveries list never shows it. */
export const createWebhookHandler: OperationHandler<typeof createWebhook> = async ({
  context,
  body,
  deps,
}) => {
  await checkWebhookAddress(body.url, deps.config);
  const secret = newWebhookSecret();
  const [row] = await context.withTenant((tx) =>
    tx
      .insert(webhookEndpoints)
      .values({
        companyId: context.companyId,
        name: body.name,
        url: body.url,
        secret,
        events: body.events,
        createdByUserId: context.userId,
      })
      .returning(),
  );
  await deps.audit.record(context, {
    action: 'webhook.created',
    target: row!.id,
    details: { origin: new URL(body.url).origin, events: body.events },
  });
  return { webhook: webhookOf(row!), secret };
};
