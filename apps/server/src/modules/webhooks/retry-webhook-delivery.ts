import { and, eq } from 'drizzle-orm';
import type { retryWebhookDelivery } from '@atrium/contract/webhooks';
import { webhookDeliveries } from '../../db/schema/webhooks.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { queueWebhookDelivery } from './deliver-webhook.ts';
import { deliveryOf, endpointOf } from './webhook-queries.ts';

/** Sends the same body, signed with the same event id, so a receiver that had it can drop it. */
export const retryWebhookDeliveryHandler: OperationHandler<typeof retryWebhookDelivery> = async ({
  context,
  params,
  deps,
}) => {
  const row = await context.withTenant(async (tx) => {
    await endpointOf(tx, context.companyId, params.webhookId);
    const [updated] = await tx
      .update(webhookDeliveries)
      .set({ state: 'pending' })
      .where(
        and(eq(webhookDeliveries.id, params.deliveryId), eq(webhookDeliveries.endpointId, params.webhookId)),
      )
      .returning();
    if (!updated) throw notFound('The delivery');
    return updated;
  });
  await queueWebhookDelivery(deps.jobs, context.companyId, row.id, `retry-${row.attempts}`);
  await deps.audit.record(context, { action: 'webhook.retried', target: row.id });
  return deliveryOf(row);
};
