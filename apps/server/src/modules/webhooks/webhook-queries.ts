import { and, eq } from 'drizzle-orm';
import type { Webhook, WebhookDelivery, WebhookEvent } from '@atrium/contract/webhooks';
import type { Transaction } from '../../db/database.ts';
import type { webhookDeliveries } from '../../db/schema/webhooks.ts';
import { webhookEndpoints } from '../../db/schema/webhooks.ts';
import { notFound } from '../../platform/errors/app-error.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export function webhookOf(row: EndpointRow): Webhook {
  return {
    webhookId: row.id,
    name: row.name,
    url: row.url,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    failuresInARow: row.failuresInARow,
    disabledForFailuresAt: row.disabledForFailuresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    deliveryId: row.id,
    eventId: row.eventId,
    event: row.event as WebhookEvent,
    state: row.state as WebhookDelivery['state'],
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastAnswer: row.lastAnswer,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The company's endpoint, or 404 (another company's is not found either). */
export async function endpointOf(
  tx: Transaction,
  companyId: string,
  webhookId: string,
): Promise<EndpointRow> {
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, webhookId)));
  if (!row) throw notFound('The webhook');
  return row;
}
