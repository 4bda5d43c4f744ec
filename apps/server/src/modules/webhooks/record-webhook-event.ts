import { and, arrayContains, eq } from 'drizzle-orm';
import { isWebhookEvent } from '@atrium/contract/webhooks';
import type { Transaction } from '../../db/database.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks.ts';

export interface WebhookEventInput {
  companyId: string;
  /** The notification event's id: the delivery's `webhook-id`, the same on every retry. */
  eventId: string;
  kind: string;
  params: Record<string, string>;
}

/**
 * The body every endpoint of the event gets, fixed once so each retry sends (and signs) the same
 * bytes. It carries the notification's parameters only: they are written for the company's
 * people, name no leave type (so a private one never shows), and the webhook events hold no
 * secret link (docs/product/integrations.md#webhooks).
 */
function webhookPayload(event: WebhookEventInput, at: Date): string {
  return JSON.stringify({
    type: event.kind,
    timestamp: at.toISOString(),
    data: { companyId: event.companyId, ...event.params },
  });
}

/**
 * A delivery per enabled endpoint that subscribes to the event, written in the event's own
 * transaction so it exists exactly when the event does; one per event and endpoint, whatever
 * writes it again. Answers the new deliveries' ids.
 */
export async function recordWebhookEvent(tx: Transaction, event: WebhookEventInput): Promise<string[]> {
  if (!isWebhookEvent(event.kind)) return [];
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, event.companyId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [event.kind]),
      ),
    );
  if (endpoints.length === 0) return [];
  const at = new Date();
  const payload = webhookPayload(event, at);
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        companyId: event.companyId,
        endpointId: endpoint.id,
        eventId: event.eventId,
        event: event.kind,
        payload,
        payloadTimestamp: Math.floor(at.getTime() / 1000),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return rows.map((row) => row.id);
}
