import { desc, eq } from 'drizzle-orm';
import type { getWebhookDeliveries } from '@atrium/contract/webhooks';
import { webhookDeliveries } from '../../db/schema/webhooks.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { deliveryOf, endpointOf } from './webhook-queries.ts';

const SHOWN = 100;

export const getWebhookDeliveriesHandler: OperationHandler<typeof getWebhookDeliveries> = async ({
  context,
  params,
}) => {
  const rows = await context.withTenant(async (tx) => {
    const endpoint = await endpointOf(tx, context.companyId, params.webhookId);
    return tx
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .orderBy(desc(webhookDeliveries.createdAt))
      .limit(SHOWN);
  });
  return { deliveries: rows.map(deliveryOf) };
};
