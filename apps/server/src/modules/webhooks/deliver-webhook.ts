import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/database.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { NotificationsPlatform } from '../notifications/notifications-platform.ts';
import { countFinalOutcome } from './failure-streak.ts';
import { webhookPolicy } from './webhook-policy.ts';
import { sendWebhook, type WebhookAttempt } from './webhook-sender.ts';
import { webhookHeaders } from './webhook-signature.ts';

const DELIVER_WEBHOOK_QUEUE = 'webhooks.deliver';
/** Attempts after the first: 30 s, 1, 2, 4 and 8 minutes later (the jobs platform doubles the wait). */
const WEBHOOK_RETRY_LIMIT = 5;
const FIRST_RETRY_SECONDS = 30;

export interface WebhookDeliveryDeps {
  config: Pick<Config, 'webhooksAllowLoopbackEndpoints'>;
  jobs: Jobs;
  notifications: Pick<NotificationsPlatform, 'emit'>;
}

interface DeliverWebhookJob {
  deliveryId: string;
}

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'gone';

/**
 * One attempt of one delivery. A 2xx answer delivers it and clears the endpoint's failures; any
 * other answer is retried by the job, and once the last attempt fails the endpoint counts a
 * failure, and is switched off, with a notification to the company's owners and admins, after
 * FAILURES_BEFORE_DISABLING in a row (docs/product/integrations.md#webhooks).
 */
export async function attemptWebhookDelivery(
  deps: WebhookDeliveryDeps,
  withTenant: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>,
  deliveryId: string,
  lastAttempt: boolean,
): Promise<DeliveryOutcome> {
  const found = await withTenant(async (tx) => {
    const [row] = await tx
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId));
    return row ?? null;
  });
  // Queued from the event's transaction before it committed: not there yet is tried again, and
  // a delivery still missing at the last attempt was rolled back with its event.
  if (!found) return lastAttempt ? 'gone' : 'retry';
  if (found.delivery.state === 'delivered' || !found.endpoint.enabled) return 'gone';
  const { delivery, endpoint } = found;
  const headers = webhookHeaders({
    secret: endpoint.secret,
    id: delivery.eventId,
    timestamp: delivery.payloadTimestamp,
    body: delivery.payload,
  });
  const attempt = await sendWebhook(endpoint.url, headers, delivery.payload, webhookPolicy(deps.config));
  const delivered = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
  const outcome: DeliveryOutcome = delivered ? 'delivered' : lastAttempt ? 'failed' : 'retry';
  const disabled = await withTenant((tx) => recordAttempt(tx, delivery.id, endpoint.id, attempt, outcome));
  if (disabled) {
    await withTenant((tx) =>
      deps.notifications.emit(tx, {
        companyId: endpoint.companyId,
        kind: 'webhook.disabled',
        params: { webhookName: endpoint.name },
      }),
    );
  }
  return outcome;
}

/** Writes the attempt; answers whether it switched the endpoint off. */
async function recordAttempt(
  tx: Transaction,
  deliveryId: string,
  endpointId: string,
  attempt: WebhookAttempt,
  outcome: DeliveryOutcome,
): Promise<boolean> {
  const now = new Date();
  await tx
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatus: attempt.status,
      lastAnswer: attempt.answer,
      lastAttemptAt: now,
      state: outcome === 'delivered' ? 'delivered' : outcome === 'failed' ? 'failed' : 'pending',
      ...(outcome === 'delivered' ? { deliveredAt: now } : {}),
    })
    .where(eq(webhookDeliveries.id, deliveryId));
  if (outcome !== 'delivered' && outcome !== 'failed') return false;
  return countFinalOutcome(tx, 'webhook_endpoints', endpointId, outcome);
}

/** Queues an attempt; `key` keeps the same attempt from being queued twice. */
export async function queueWebhookDelivery(
  jobs: Jobs,
  companyId: string,
  deliveryId: string,
  key: string,
  startAfter?: Date,
): Promise<void> {
  await jobs.send<DeliverWebhookJob>(
    DELIVER_WEBHOOK_QUEUE,
    { deliveryId },
    {
      tenant: { companyId, userId: null },
      idempotencyKey: `${deliveryId}:${key}`,
      ...(startAfter ? { startAfter } : {}),
    },
  );
}

export function registerWebhookDelivery(deps: WebhookDeliveryDeps): void {
  deps.jobs.register<DeliverWebhookJob>({
    name: DELIVER_WEBHOOK_QUEUE,
    liveAreas: ['Webhooks'],
    retryLimit: WEBHOOK_RETRY_LIMIT,
    retryDelaySeconds: FIRST_RETRY_SECONDS,
    expireInSeconds: 60,
    concurrency: 4,
    async run(job) {
      const lastAttempt = job.retryCount >= WEBHOOK_RETRY_LIMIT;
      const outcome = await attemptWebhookDelivery(deps, job.withTenant, job.data.deliveryId, lastAttempt);
      // Failing the job is what makes the jobs platform try again later, with its back-off.
      if (outcome === 'retry') throw new Error('the webhook receiver did not accept the delivery');
    },
  });
}
