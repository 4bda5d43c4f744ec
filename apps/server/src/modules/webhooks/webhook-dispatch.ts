import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { webhookDeliveries } from '../../db/schema/webhooks.ts';
import { createDatabaseChannels } from '../../platform/database-channels/database-channels.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { EVENTS_CHANNEL } from '../notifications/emit-notification.ts';
import { queueWebhookDelivery } from './deliver-webhook.ts';

const SWEEP_QUEUE = 'webhooks.sweep';
/** A first attempt not queued after this long (its announcement was missed) is queued by the sweep. */
const SWEEP_AFTER_MS = 30_000;

export interface WebhookDispatch {
  /** Listens for committed events and keeps the sweep's schedule. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Queues each delivery's first attempt once its event has committed: a job cannot be queued from
 * inside the event's transaction (PGlite has one connection, and the job would run before the
 * commit), so the commit's announcement on the events channel queues it, and a sweep every minute
 * queues any whose announcement no instance heard. The same key makes both queue one job.
 */
export function createWebhookDispatch(deps: {
  database: Database;
  jobs: Jobs;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}): WebhookDispatch {
  const { database, jobs, log } = deps;
  const channels = createDatabaseChannels(database, log);

  // The owner connection: the rows are picked by the id of an event that just committed, or by
  // age across companies for the sweep; each job then works in its company's scope.
  const queueFirstAttempts = async (where: { eventId: string } | { olderThan: Date }) => {
    const rows = await database.owner
      .select({ id: webhookDeliveries.id, companyId: webhookDeliveries.companyId })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.state, 'pending'),
          eq(webhookDeliveries.attempts, 0),
          'eventId' in where
            ? eq(webhookDeliveries.eventId, where.eventId)
            : lt(webhookDeliveries.createdAt, where.olderThan),
        ),
      );
    for (const row of rows) await queueWebhookDelivery(jobs, row.companyId, row.id, 'first');
  };

  jobs.register({
    name: SWEEP_QUEUE,
    liveAreas: [],
    retryLimit: 1,
    run: () => queueFirstAttempts({ olderThan: new Date(Date.now() - SWEEP_AFTER_MS) }),
  });

  return {
    async start() {
      await channels.listen(EVENTS_CHANNEL, (payload) => {
        const eventId = payload.split(':')[1];
        if (!eventId) return;
        queueFirstAttempts({ eventId }).catch((error: unknown) =>
          log.error({ err: error }, 'webhook deliveries of an event were not queued'),
        );
      });
      await jobs.schedule(SWEEP_QUEUE, '* * * * *');
    },
    close: () => channels.close(),
  };
}
