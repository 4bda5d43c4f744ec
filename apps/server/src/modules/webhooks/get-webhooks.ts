import { asc, desc, eq } from 'drizzle-orm';
import type { getWebhooks, WebhookDeliveryState, WebhookLastDelivery } from '@atrium/contract/webhooks';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { webhookOf } from './webhook-queries.ts';

/** The endpoints, each with its newest delivery, so the list says whether the receiver still answers. */
export const getWebhooksHandler: OperationHandler<typeof getWebhooks> = async ({ context }) => {
  const { endpoints, latest } = await context.withTenant(async (tx) => ({
    endpoints: await tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, context.companyId))
      .orderBy(asc(webhookEndpoints.createdAt)),
    // One row per endpoint, read along the (endpoint, created) index.
    latest: await tx
      .selectDistinctOn([webhookDeliveries.endpointId], {
        endpointId: webhookDeliveries.endpointId,
        state: webhookDeliveries.state,
        attempts: webhookDeliveries.attempts,
        lastStatus: webhookDeliveries.lastStatus,
        lastAttemptAt: webhookDeliveries.lastAttemptAt,
        createdAt: webhookDeliveries.createdAt,
      })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.companyId, context.companyId))
      .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt)),
  }));
  const lastOf = new Map<string, WebhookLastDelivery>(
    latest.map((row) => [
      row.endpointId,
      {
        state: row.state as WebhookDeliveryState,
        attempts: row.attempts,
        lastStatus: row.lastStatus,
        at: (row.lastAttemptAt ?? row.createdAt).toISOString(),
      },
    ]),
  );
  return {
    webhooks: endpoints.map((row) => ({ ...webhookOf(row), lastDelivery: lastOf.get(row.id) ?? null })),
  };
};
