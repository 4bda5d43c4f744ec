import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/database.ts';
import { chatConnectors, chatDeliveries } from '../../db/schema/chat-connectors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { NotificationsPlatform } from '../notifications/notifications-platform.ts';
import { countFinalOutcome } from '../webhooks/failure-streak.ts';
import { webhookPolicy } from '../webhooks/webhook-policy.ts';
import { sendWebhook } from '../webhooks/webhook-sender.ts';

const DELIVER_CHAT_QUEUE = 'chat.deliver';
/** Attempts after the first: 30 s, 1, 2, 4 and 8 minutes later (the jobs platform doubles the wait). */
const CHAT_RETRY_LIMIT = 5;
const FIRST_RETRY_SECONDS = 30;

export interface ChatDeliveryDeps {
  config: Pick<Config, 'webhooksAllowLoopbackEndpoints'>;
  jobs: Jobs;
  notifications: Pick<NotificationsPlatform, 'emit'>;
}

interface DeliverChatJob {
  deliveryId: string;
}

export type ChatOutcome = 'delivered' | 'retry' | 'failed' | 'gone';

/**
 * One attempt of one message. A 2xx answer (Slack's 200, Teams' 200 or 202) delivers it; any
 * other is tried again by the job until the last attempt, which leaves it failed. As a webhook's,
 * a channel that failed FAILURES_BEFORE_DISABLING messages in a row (a deleted channel, a revoked
 * workflow) is switched off, and the company's owners and admins are told
 * (docs/product/integrations.md#chat).
 */
export async function attemptChatDelivery(
  deps: Pick<ChatDeliveryDeps, 'config' | 'notifications'>,
  withTenant: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>,
  deliveryId: string,
  lastAttempt: boolean,
): Promise<ChatOutcome> {
  const found = await withTenant(async (tx) => {
    const [row] = await tx
      .select({ delivery: chatDeliveries, connector: chatConnectors })
      .from(chatDeliveries)
      .innerJoin(chatConnectors, eq(chatConnectors.id, chatDeliveries.connectorId))
      .where(eq(chatDeliveries.id, deliveryId));
    return row ?? null;
  });
  // Not there yet (queued before its transaction committed) is tried again, and still missing at
  // the last attempt, it was rolled back with its decision.
  if (!found) return lastAttempt ? 'gone' : 'retry';
  const { delivery, connector } = found;
  if (delivery.state !== 'pending') return 'gone';
  if (!connector.enabled) {
    // Given up at once, so that the sweep does not queue it again every minute.
    await withTenant((tx) =>
      tx
        .update(chatDeliveries)
        .set({ state: 'failed', lastAnswer: 'The connector was switched off.' })
        .where(eq(chatDeliveries.id, delivery.id)),
    );
    return 'gone';
  }
  const attempt = await sendWebhook(connector.url, {}, delivery.payload, webhookPolicy(deps.config));
  const delivered = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
  const outcome: ChatOutcome = delivered ? 'delivered' : lastAttempt ? 'failed' : 'retry';
  const now = new Date();
  const switchedOff = await withTenant(async (tx) => {
    await tx
      .update(chatDeliveries)
      .set({
        attempts: sql`${chatDeliveries.attempts} + 1`,
        lastStatus: attempt.status,
        lastAnswer: attempt.answer,
        lastAttemptAt: now,
        state: outcome === 'delivered' ? 'delivered' : outcome === 'failed' ? 'failed' : 'pending',
        ...(delivered ? { deliveredAt: now } : {}),
      })
      .where(eq(chatDeliveries.id, delivery.id));
    await tx
      .update(chatConnectors)
      .set({ lastStatus: attempt.status, lastPostedAt: now })
      .where(eq(chatConnectors.id, connector.id));
    return outcome === 'retry' ? false : countFinalOutcome(tx, 'chat_connectors', connector.id, outcome);
  });
  if (switchedOff) {
    await withTenant((tx) =>
      deps.notifications.emit(tx, {
        companyId: connector.companyId,
        kind: 'chat.connector_disabled',
        params: { connectorName: connector.name },
      }),
    );
  }
  return outcome;
}

/** Queues an attempt; `key` keeps the same attempt from being queued twice. */
export async function queueChatDelivery(
  jobs: Jobs,
  companyId: string,
  deliveryId: string,
  key: string,
): Promise<void> {
  await jobs.send<DeliverChatJob>(
    DELIVER_CHAT_QUEUE,
    { deliveryId },
    { tenant: { companyId, userId: null }, idempotencyKey: `chat:${deliveryId}:${key}` },
  );
}

export function registerChatDelivery(deps: ChatDeliveryDeps): void {
  deps.jobs.register<DeliverChatJob>({
    name: DELIVER_CHAT_QUEUE,
    liveAreas: [],
    retryLimit: CHAT_RETRY_LIMIT,
    retryDelaySeconds: FIRST_RETRY_SECONDS,
    expireInSeconds: 60,
    concurrency: 4,
    async run(job) {
      const lastAttempt = job.retryCount >= CHAT_RETRY_LIMIT;
      const outcome = await attemptChatDelivery(deps, job.withTenant, job.data.deliveryId, lastAttempt);
      // Failing the job is what makes the jobs platform try again later, with its back-off.
      if (outcome === 'retry') throw new Error('the chat channel did not accept the message');
    },
  });
}
