import { eq } from 'drizzle-orm';
import type { deleteWebhook } from '@atrium/contract/webhooks';
import { webhookEndpoints } from '../../db/schema/webhooks.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { endpointOf } from './webhook-queries.ts';

export const deleteWebhookHandler: OperationHandler<typeof deleteWebhook> = async ({
  context,
  params,
  deps,
}) => {
  await context.withTenant(async (tx) => {
    const current = await endpointOf(tx, context.companyId, params.webhookId);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, current.id));
  });
  await deps.audit.record(context, { action: 'webhook.deleted', target: params.webhookId });
  return undefined;
};
