import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { chatDeliveries } from '../../db/schema/chat-connectors.ts';
import { createDatabaseChannels } from '../../platform/database-channels/database-channels.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { EVENTS_CHANNEL } from '../notifications/emit-notification.ts';
import { recordDueDigests } from './chat-digest.ts';
import { queueChatDelivery } from './deliver-chat-message.ts';

const SWEEP_QUEUE = 'chat.sweep';
/** A first attempt not queued after this long (its announcement was missed) is queued by the sweep. */
const SWEEP_AFTER_MS = 30_000;

export interface ChatDispatch {
  /** Listens for committed events and keeps the sweep's schedule. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Queues each message's first attempt once written: a decision's when its event's commit is
 * announced (as webhook-dispatch.ts does), a digest when the sweep writes it. The sweep runs
 * every minute, writes the digests whose time has come and queues anything whose announcement no
 * instance heard; one key per message makes every path queue one job.
 */
export function createChatDispatch(deps: {
  database: Database;
  jobs: Jobs;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}): ChatDispatch {
  const { database, jobs, log } = deps;
  const channels = createDatabaseChannels(database, log);

  const queueFirstAttempts = async (where: { eventId: string } | { olderThan: Date }) => {
    const rows = await database.owner
      .select({ id: chatDeliveries.id, companyId: chatDeliveries.companyId })
      .from(chatDeliveries)
      .where(
        and(
          eq(chatDeliveries.state, 'pending'),
          eq(chatDeliveries.attempts, 0),
          'eventId' in where
            ? eq(chatDeliveries.eventId, where.eventId)
            : lt(chatDeliveries.createdAt, where.olderThan),
        ),
      );
    for (const row of rows) await queueChatDelivery(jobs, row.companyId, row.id, 'first');
  };

  jobs.register({
    name: SWEEP_QUEUE,
    liveAreas: [],
    retryLimit: 1,
    async run() {
      const now = new Date();
      for (const digest of await recordDueDigests(database, now)) {
        await queueChatDelivery(jobs, digest.companyId, digest.deliveryId, 'first');
      }
      await queueFirstAttempts({ olderThan: new Date(now.getTime() - SWEEP_AFTER_MS) });
    },
  });

  return {
    async start() {
      await channels.listen(EVENTS_CHANNEL, (payload) => {
        const eventId = payload.split(':')[1];
        if (!eventId) return;
        queueFirstAttempts({ eventId }).catch((error: unknown) =>
          log.error({ err: error }, 'chat messages of an event were not queued'),
        );
      });
      await jobs.schedule(SWEEP_QUEUE, '* * * * *');
    },
    close: () => channels.close(),
  };
}
