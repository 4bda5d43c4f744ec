import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { combinedResults, type PeopleSendResult, type PushService, type SendTarget } from '@atrium/push';
import type { NotificationLanguage } from '@atrium/contract/notifications';
import type { Transaction } from '../../db/database.ts';
import { companyMembers, users } from '../../db/schema/index.ts';
import type { RunningJob } from '../../platform/jobs/jobs.ts';
import { nextPushAttempt, type PushRetryState } from './push-retry.ts';

export const PUSH_QUEUE = 'notifications.push';

/**
 * People per push job. A 10,000-member company's event is twenty jobs: each small enough to finish
 * well within its expiry, and several instances can share one event.
 */
export const PUSH_CHUNK = 500;

/** The push service calls the fan-out needs (platform.push's `service`). */
export type PushFanOutService = Pick<PushService, 'sendToPeople' | 'removePerson'>;

export interface PushRecipient {
  userId: string;
  language: NotificationLanguage;
  /** Not a member of the event's company (yet): their devices in every company. */
  everywhere?: true;
}

/** One push job: one event's push to a chunk of its recipients, or a later attempt of it. */
export interface PushFanOutJob {
  eventId: string;
  companyId: string;
  kind: string;
  link: string;
  companyName: string;
  urgent: boolean;
  people: PushRecipient[];
  /** A later attempt: only these devices, not reached before (decision 043). */
  retry?: PushRetryState;
}

/** What a lock screen may show: no names, no content, only that something arrived and where. */
const PUSH_TEXT: Record<NotificationLanguage, { title: string; body: (company: string) => string }> = {
  en: { title: 'Atrium', body: (company) => `New notification in ${company}` },
  mk: { title: 'Atrium', body: (company) => `Ново известување во ${company}` },
  sq: { title: 'Atrium', body: (company) => `Njoftim i ri në ${company}` },
};

/**
 * What a locked screen may show (PUSH_TEXT), the topic that merges repeats of a kind while they
 * wait at the push service, and the urgency of the catalogue (urgent events: high).
 */
export function pushMessageOf(
  notification: { kind: string; link: string; companyName: string; urgent: boolean },
  language: NotificationLanguage,
) {
  const text = PUSH_TEXT[language];
  return {
    title: text.title,
    body: text.body(notification.companyName),
    url: notification.link,
    topic: notification.kind.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32),
    urgency: notification.urgent ? ('high' as const) : ('normal' as const),
    ttlSeconds: 24 * 60 * 60,
  };
}

/**
 * The push jobs of one event's recipients, a chunk of PUSH_CHUNK people each, with the key each is
 * queued under. The key is made of the event and the people in the chunk, so the delivery job run
 * again (after a crash) queues the same jobs again, which the queue ignores; should its plan have
 * changed meanwhile (quiet hours ended), the new chunks are new jobs and the push service's record
 * per device keeps anyone from getting it twice.
 */
export function pushChunks(
  notification: Omit<PushFanOutJob, 'people' | 'retry'>,
  people: readonly PushRecipient[],
  at: Date | null,
): { job: PushFanOutJob; key: string }[] {
  const sorted = [...people].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const chunks: { job: PushFanOutJob; key: string }[] = [];
  for (let start = 0; start < sorted.length; start += PUSH_CHUNK) {
    const chunk = sorted.slice(start, start + PUSH_CHUNK);
    const hash = createHash('sha256');
    hash.update(at ? at.toISOString() : 'now');
    for (const person of chunk) hash.update(`\n${person.userId}`);
    chunks.push({
      job: { ...notification, people: chunk },
      key: `${notification.eventId}:push:${hash.digest('base64url').slice(0, 22)}`,
    });
  }
  return chunks;
}

export interface PushFanOutDeps {
  push: PushFanOutService;
  /** Queues a later attempt of this job for the devices it did not reach, not before `at`. */
  retryLater: (job: PushFanOutJob, at: Date) => Promise<void>;
  log?: { warn(object: object, message: string): void };
  now?: () => number;
}

/**
 * One push job. People no longer active in the company (or whose account is disabled) get nothing
 * and lose their devices there (decision 032); the others' devices get the message in their
 * language, each at most once under the event's key, however often this job or its later attempts
 * run. Devices whose push service asked to wait or failed for a moment are sent to again by one
 * later job, after the Retry-After (decision 043).
 */
export async function runPushFanOut(
  job: RunningJob<PushFanOutJob>,
  deps: PushFanOutDeps,
): Promise<PeopleSendResult> {
  const data = job.data;
  const active = await job.withTenant((tx) => stillActive(tx, data.companyId, data.people));
  for (const person of data.people) {
    if (active.has(person.userId) || person.everywhere) continue;
    await deps.push.removePerson({ userId: person.userId, companyId: data.companyId });
  }
  const byLanguage = new Map<NotificationLanguage, SendTarget[]>();
  for (const person of data.people) {
    if (!active.has(person.userId)) continue;
    const targets = byLanguage.get(person.language) ?? [];
    targets.push({ userId: person.userId, companyId: person.everywhere ? null : data.companyId });
    byLanguage.set(person.language, targets);
  }
  const results = await Promise.all(
    [...byLanguage].map(([language, targets]) =>
      deps.push.sendToPeople(targets, pushMessageOf(data, language), {
        idempotencyKey: `notification:${data.eventId}`,
        ...(data.retry ? { devices: data.retry.devices } : {}),
      }),
    ),
  );
  const result = combinedResults(results);
  const next = nextPushAttempt(data.retry, result.retry, (deps.now ?? Date.now)());
  if (next) await deps.retryLater({ ...data, retry: next.state }, next.at);
  else if (result.retry.devices.length > 0) {
    deps.log?.warn(
      { kind: data.kind, devices: result.retry.devices.length },
      'push not delivered to every device; given up',
    );
  }
  return result;
}

/**
 * Who of these people may still be told: active members of the company with an active account,
 * and, for people the event names outside it, an active account. One query for the chunk.
 */
async function stillActive(
  tx: Transaction,
  companyId: string,
  people: readonly PushRecipient[],
): Promise<Set<string>> {
  const members = people.filter((person) => !person.everywhere).map((person) => person.userId);
  const outside = people.filter((person) => person.everywhere).map((person) => person.userId);
  const active = new Set<string>();
  if (members.length > 0) {
    const rows = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          inArray(companyMembers.userId, members),
          eq(companyMembers.status, 'ACTIVE'),
          eq(users.disabled, false),
        ),
      );
    for (const row of rows) active.add(row.userId);
  }
  if (outside.length > 0) {
    const rows = await tx
      .select({ userId: users.id })
      .from(users)
      .where(and(inArray(users.id, outside), eq(users.disabled, false)));
    for (const row of rows) active.add(row.userId);
  }
  return active;
}
