import { and, isNull, lt } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { notificationEvents } from '../../db/schema/index.ts';
import {
  createDatabaseChannels,
  type DatabaseChannels,
} from '../../platform/database-channels/database-channels.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { PushDelivery } from '../../platform/push/push-delivery.ts';
import type { NotificationKind } from '@atrium/contract/notifications';
import { CLEANUP_QUEUE, cleanUpNotifications } from './clean-up-notifications.ts';
import { DELIVER_QUEUE, deliverEvent } from './deliver-event.ts';
import { emitNotification, EVENTS_CHANNEL, type NotificationEvent } from './emit-notification.ts';
import { PUSH_QUEUE, runPushFanOut, type PushFanOutJob, type PushFanOutService } from './push-fan-out.ts';
import { SEND_QUEUE, sendChannelMessage, type ChannelMessage } from './send-channel.ts';
import { DIGEST_QUEUE, sendDigests } from './send-digests.ts';
import { UNREAD_CHANNEL } from './unread-channel.ts';
import { createUnreadBatches, type CountUnread } from './unread-batches.ts';
import { announceCompanyChange, companyChangeOf, COMPANY_CHANGES_CHANNEL } from './company-changes.ts';
import { endedSessionsOf, SESSIONS_ENDED_CHANNEL } from '../../platform/auth/session-channel.ts';

const SWEEP_QUEUE = 'notifications.sweep';
/** Events older than this and still undelivered are queued again by the sweep. */
const SWEEP_AFTER_MS = 30_000;

/** `deps.notifications`: what modules use to notify people, and the machinery behind it. */
export interface NotificationsPlatform {
  /** Writes an event in the caller's transaction; see emit-notification.ts. */
  emit<Kind extends NotificationKind>(tx: Transaction, event: NotificationEvent<Kind>): Promise<string>;
  /** Calls `listener` whenever the person's unread counts may have changed (any instance). */
  onUnreadChanged(userId: string, listener: () => void): Promise<() => void>;
  /** An open stream's unread counts, answered with its company's other streams' (unread-batches.ts). */
  countUnread: CountUnread;
  /**
   * Calls `end` when the sign-in session behind an open stream ends (all of the person's, or
   * `familyId`'s when known), announced by any instance (platform/auth/session-channel.ts).
   */
  onSessionEnded(session: { userId: string; familyId: string | null }, end: () => void): Promise<() => void>;
  /**
   * Tells every open stream of the company (any instance) that a write in `area` committed; a
   * failure is logged, never the write's: the screens then refresh at their next visit instead.
   */
  announceChange(companyId: string, area: string): Promise<void>;
  /** Calls `listener` with the area of every change announced for the company. */
  onCompanyChanged(companyId: string, listener: (area: string) => void): Promise<() => void>;
  /** Keeps an open event stream so that close() can end it (a shutting-down server waits for none). */
  trackStream(end: () => void): () => void;
  /** Listens for committed events and keeps the schedules (digest, clean-up, sweep). */
  start(): Promise<void>;
  /** Ends open streams and stops listening. */
  close(): Promise<void>;
}

interface NotificationsDeps {
  config: Pick<Config, 'publicUrl'>;
  database: Database;
  jobs: Jobs;
  mail: Mailer;
  /** platform.push: one person's push (jobs queued before the fan-out), and the fan-out's service. */
  push: (PushDelivery & { service: PushFanOutService }) | null;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

export function createNotificationsPlatform(deps: NotificationsDeps): NotificationsPlatform {
  const { database, jobs, log } = deps;
  const channels: DatabaseChannels = createDatabaseChannels(database, log);
  // People whose unread counts changed, as comma-separated ids.
  const unread = keyedListeners<void>(channels, UNREAD_CHANNEL, (payload) =>
    payload.split(',').map((userId) => ({ key: userId, value: undefined })),
  );
  const companyChanges = keyedListeners<string>(channels, COMPANY_CHANGES_CHANNEL, (payload) => {
    const change = companyChangeOf(payload);
    return change ? [{ key: change.companyId, value: change.area }] : [];
  });
  let started: Promise<void> | null = null;
  const streams = new Set<() => void>();
  const sessionListeners = new Map<string, Set<{ familyId: string | null; end: () => void }>>();
  let sessionsListening: Promise<unknown> | null = null;

  const queueDelivery = (companyId: string, eventId: string) =>
    jobs.send(DELIVER_QUEUE, { eventId }, { idempotencyKey: eventId, tenant: { companyId, userId: null } });

  jobs.register<{ eventId: string }>({
    name: DELIVER_QUEUE,
    // A person's own notifications are no shared area: the unread stream follows them.
    liveAreas: [],
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 120,
    concurrency: 4,
    pollingIntervalSeconds: 1,
    run: (job) =>
      deliverEvent(job, {
        sendChannel: async (message, key, at) => {
          await jobs.send(SEND_QUEUE, message, {
            idempotencyKey: key,
            ...(at ? { startAfter: at } : {}),
            tenant: { companyId: message.companyId, userId: message.userId },
          });
        },
        sendPush: async (push, key, at) => {
          if (!deps.push) return;
          await jobs.send(PUSH_QUEUE, push, {
            idempotencyKey: key,
            ...(at ? { startAfter: at } : {}),
            tenant: { companyId: push.companyId, userId: null },
          });
        },
      }),
  });
  jobs.register<PushFanOutJob>({
    name: PUSH_QUEUE,
    liveAreas: [],
    retryLimit: 6,
    retryDelaySeconds: 30,
    // A chunk's devices go out a batch at a time; a push service that does not answer holds each
    // request up to 10 s. A job running longer than this counts as dead and is run again.
    expireInSeconds: 300,
    // Each job's requests share the push service's bound on requests in flight; two jobs keep it
    // busy while one of them reads or writes the database.
    concurrency: 2,
    pollingIntervalSeconds: 1,
    run: async (job) => {
      if (!deps.push) return;
      const push = deps.push.service;
      await runPushFanOut(job, {
        push,
        log,
        // Keyed by this job: a rerun of it after a crash queues the same later attempt, not a second.
        retryLater: async (later, at) => {
          await jobs.send(PUSH_QUEUE, later, {
            idempotencyKey: `${job.id}:later`,
            startAfter: at,
            tenant: { companyId: later.companyId, userId: null },
          });
        },
      });
    },
  });
  jobs.register<ChannelMessage>({
    name: SEND_QUEUE,
    liveAreas: [],
    retryLimit: 6,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    // A send mostly waits on a push service or the mail server, not on this process.
    concurrency: 16,
    pollingIntervalSeconds: 1,
    run: (job) =>
      sendChannelMessage(job.data, {
        mail: deps.mail,
        push: deps.push,
        publicUrl: deps.config.publicUrl,
        log,
        // Keyed by this job: a rerun of it after a crash queues the same later attempt, not a second.
        retryLater: async (message, at) => {
          await jobs.send(SEND_QUEUE, message, {
            idempotencyKey: `${job.id}:later`,
            startAfter: at,
            tenant: { companyId: message.companyId, userId: message.userId },
          });
        },
      }),
  });
  jobs.register({
    name: DIGEST_QUEUE,
    liveAreas: [],
    retryLimit: 2,
    run: () => sendDigests(database, { mail: deps.mail, publicUrl: deps.config.publicUrl }),
  });
  jobs.register({
    name: CLEANUP_QUEUE,
    liveAreas: [],
    retryLimit: 2,
    run: () => cleanUpNotifications(database),
  });
  jobs.register({
    name: SWEEP_QUEUE,
    liveAreas: [],
    retryLimit: 0,
    async run() {
      const stale = await database.owner
        .select({ id: notificationEvents.id, companyId: notificationEvents.companyId })
        .from(notificationEvents)
        .where(
          and(
            isNull(notificationEvents.deliveredAt),
            lt(notificationEvents.createdAt, new Date(Date.now() - SWEEP_AFTER_MS)),
          ),
        )
        .limit(500);
      for (const event of stale) await queueDelivery(event.companyId, event.id);
    },
  });

  const announceChange = async (companyId: string, area: string) => {
    try {
      await announceCompanyChange(database, companyId, area);
    } catch (error) {
      log.warn({ err: error, area }, 'could not announce a change to open screens');
    }
  };
  // A job's committed writes keep open screens current as an operation's do.
  jobs.onLiveChanges(async (companyId, areas) => {
    for (const area of areas) await announceChange(companyId, area);
  });

  // A long job someone started tells them how it ended.
  jobs.onTrackedJobSettled(async (settled) => {
    await database.withTenant({ companyId: settled.companyId, userId: settled.userId }, (tx) =>
      emitNotification(tx, {
        companyId: settled.companyId,
        kind: settled.outcome === 'completed' ? 'job.finished' : 'job.failed',
        params: { jobName: settled.name, jobLink: '/notifications/overview' },
        subjectUserIds: [settled.userId],
      }),
    );
  });

  return {
    emit: emitNotification,
    onUnreadChanged: (userId, listener) => unread.add(userId, listener),
    countUnread: createUnreadBatches(database),
    async onSessionEnded(session, end) {
      sessionsListening ??= channels.listen(SESSIONS_ENDED_CHANNEL, (payload) => {
        const ended = endedSessionsOf(payload);
        if (!ended) return;
        for (const listener of [...(sessionListeners.get(ended.userId) ?? [])]) {
          // All of the person's sessions ended, or the one this stream was opened in.
          if (ended.familyId === null || ended.familyId === listener.familyId) listener.end();
        }
      });
      await sessionsListening;
      let set = sessionListeners.get(session.userId);
      if (!set) sessionListeners.set(session.userId, (set = new Set()));
      const listener = { familyId: session.familyId, end };
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) sessionListeners.delete(session.userId);
      };
    },
    start() {
      started ??= (async () => {
        await channels.listen(EVENTS_CHANNEL, (payload) => {
          const [companyId, eventId] = payload.split(':');
          if (!companyId || !eventId) return;
          queueDelivery(companyId, eventId).catch((error: unknown) =>
            log.warn({ err: error, eventId }, 'could not queue a notification delivery; the sweep will'),
          );
        });
        await jobs.schedule(SWEEP_QUEUE, '* * * * *');
        await jobs.schedule(DIGEST_QUEUE, '0 * * * *');
        await jobs.schedule(CLEANUP_QUEUE, '17 3 * * *');
      })();
      return started;
    },
    announceChange,
    onCompanyChanged: (companyId, listener) => companyChanges.add(companyId, listener),
    trackStream(end) {
      streams.add(end);
      return () => streams.delete(end);
    },
    async close() {
      for (const end of [...streams]) end();
      streams.clear();
      await channels.close();
    },
  };
}

/**
 * Listeners by key (a person, a company) on one database channel, which is listened to from the
 * first listener on; `read` says which keys a message is for and what each one is told.
 */
function keyedListeners<Value>(
  channels: DatabaseChannels,
  channel: string,
  read: (payload: string) => { key: string; value: Value }[],
) {
  const byKey = new Map<string, Set<(value: Value) => void>>();
  let listening: Promise<unknown> | null = null;
  return {
    async add(key: string, listener: (value: Value) => void): Promise<() => void> {
      listening ??= channels.listen(channel, (payload) => {
        for (const { key: target, value } of read(payload)) {
          for (const notify of byKey.get(target) ?? []) notify(value);
        }
      });
      await listening;
      let set = byKey.get(key);
      if (!set) byKey.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) byKey.delete(key);
      };
    },
  };
}
