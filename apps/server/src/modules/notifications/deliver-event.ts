import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@atrium/contract/dates';
import {
  isNotificationKind,
  NOTIFICATION_EVENTS,
  notificationLanguage,
  renderNotification,
  type NotificationChannel,
} from '@atrium/contract/notifications';
import type { Transaction } from '../../db/database.ts';
import {
  companies,
  companyMandatoryNotifications,
  companyMembers,
  notificationChannelChoices,
  notificationDigestItems,
  notificationEvents,
  notifications,
  notificationSettings,
  users,
} from '../../db/schema/index.ts';
import type { RunningJob } from '../../platform/jobs/jobs.ts';
import { mailSafeParams } from './mail-safe-params.ts';
import { planDelivery, type ChannelPlan } from './plan-delivery.ts';
import { pushChunks, type PushFanOutJob, type PushRecipient } from './push-fan-out.ts';
import type { ChannelMessage } from './send-channel.ts';
import { notifyUnreadChanged } from './unread-channel.ts';

export const DELIVER_QUEUE = 'notifications.deliver';

interface Recipient {
  userId: string;
  email: string | null;
  language: string;
  /** Their own zone; null: the company's (decision 055). */
  timeZone: string | null;
}

/** How the delivery job queues what goes out by e-mail and by push. */
export interface OutgoingQueues {
  /** One e-mail to one person, idempotent under `key`. */
  sendChannel: (message: ChannelMessage, key: string, at: Date | null) => Promise<void>;
  /** One event's push to a chunk of its recipients (push-fan-out.ts), idempotent under `key`. */
  sendPush: (job: PushFanOutJob, key: string, at: Date | null) => Promise<void>;
}

/**
 * The delivery job of one event: recipients by the catalogue's rule, channels by each person's
 * choices, the company's mandatory kinds, quiet hours and digest, text in each person's language.
 * E-mail goes out as a job per person, push as a job per chunk of recipients sent together
 * (push-fan-out.ts), all queued idempotently before the in-app rows, digest items and
 * `delivered_at` are written in one transaction, so a rerun after a crash either finds the event
 * delivered or redoes all of it without doubling anything.
 */
export async function deliverEvent(
  job: RunningJob<{ eventId: string }>,
  queues: OutgoingQueues,
  now: () => Date = () => new Date(),
): Promise<void> {
  const planned = await job.withTenant((tx) => planEvent(tx, job.data.eventId, now()));
  if (!planned) return;
  for (const item of planned.outgoing) {
    await queues.sendChannel(
      item.message,
      `${job.data.eventId}:${item.message.userId}:${item.message.channel}`,
      item.at,
    );
  }
  // Held pushes (quiet hours) go out when each person's quiet hours end: one group per time.
  const pushesAt = new Map<number | null, PushRecipient[]>();
  for (const push of planned.pushes) {
    const at = push.at?.getTime() ?? null;
    const group = pushesAt.get(at) ?? [];
    group.push(push.person);
    pushesAt.set(at, group);
  }
  for (const [at, people] of pushesAt) {
    const when = at === null ? null : new Date(at);
    for (const { job: push, key } of pushChunks(planned.notification, people, when)) {
      await queues.sendPush(push, key, when);
    }
  }
  await job.withTenant(async (tx) => {
    const [event] = await tx
      .update(notificationEvents)
      .set({ deliveredAt: sql`now()` })
      .where(and(eq(notificationEvents.id, job.data.eventId), sql`${notificationEvents.deliveredAt} is null`))
      .returning({ id: notificationEvents.id });
    if (!event) return;
    if (planned.inApp.length > 0) {
      await tx.insert(notifications).values(planned.inApp).onConflictDoNothing();
      await notifyUnreadChanged(
        tx,
        planned.inApp.map((row) => row.userId),
      );
    }
    if (planned.digest.length > 0) await tx.insert(notificationDigestItems).values(planned.digest);
  });
}

async function planEvent(tx: Transaction, eventId: string, now: Date) {
  const [event] = await tx.select().from(notificationEvents).where(eq(notificationEvents.id, eventId));
  if (!event || event.deliveredAt || !isNotificationKind(event.kind)) return null;
  const definition = NOTIFICATION_EVENTS[event.kind];
  const [company] = await tx
    .select({ name: companies.name, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, event.companyId));
  const params: Record<string, string> = {
    ...event.params,
    companyName: company?.name ?? event.params.companyName ?? '',
  };
  const link = definition.link(params as never);

  const recipients = (
    await recipientsOf(tx, event.companyId, definition.recipients, event.subjectUserIds)
  ).filter((recipient) => recipient.userId !== event.actorUserId);
  const notification = {
    eventId,
    companyId: event.companyId,
    kind: event.kind,
    link,
    companyName: params.companyName ?? '',
    urgent: definition.urgent,
  };
  if (recipients.length === 0) return { notification, outgoing: [], pushes: [], inApp: [], digest: [] };
  const ids = recipients.map((recipient) => recipient.userId);
  const [settingsRows, choiceRows, mandatoryRows] = await Promise.all([
    tx.select().from(notificationSettings).where(inArray(notificationSettings.userId, ids)),
    tx
      .select()
      .from(notificationChannelChoices)
      .where(
        and(inArray(notificationChannelChoices.userId, ids), eq(notificationChannelChoices.kind, event.kind)),
      ),
    tx
      .select({ kind: companyMandatoryNotifications.kind })
      .from(companyMandatoryNotifications)
      .where(
        and(
          eq(companyMandatoryNotifications.companyId, event.companyId),
          eq(companyMandatoryNotifications.kind, event.kind),
        ),
      ),
  ]);
  const mandatory = definition.mayBeMandatory && mandatoryRows.length > 0;
  // People an event names need not be members of its company (someone invited): their push goes
  // to their devices in whichever company they subscribed them.
  const members =
    definition.recipients === 'subjects'
      ? new Set(
          (
            await tx
              .select({ userId: companyMembers.userId })
              .from(companyMembers)
              .where(
                and(
                  eq(companyMembers.companyId, event.companyId),
                  inArray(companyMembers.userId, ids),
                  eq(companyMembers.status, 'ACTIVE'),
                ),
              )
          ).map((row) => row.userId),
        )
      : null;
  const safeParams = mailSafeParams(params);

  const outgoing: { message: ChannelMessage; at: Date | null }[] = [];
  const pushes: { person: PushRecipient; at: Date | null }[] = [];
  const inApp: (typeof notifications.$inferInsert)[] = [];
  const digest: (typeof notificationDigestItems.$inferInsert)[] = [];
  // Looked up per recipient below: by person, not by scanning every row for each of thousands.
  const settingsOf = new Map(settingsRows.map((row) => [row.userId, row] as const));
  const choicesOf = new Map<string, Map<NotificationChannel, boolean>>();
  for (const row of choiceRows) {
    const choices = choicesOf.get(row.userId) ?? new Map<NotificationChannel, boolean>();
    choices.set(row.channel as NotificationChannel, row.enabled);
    choicesOf.set(row.userId, choices);
  }
  for (const recipient of recipients) {
    const settings = settingsOf.get(recipient.userId);
    const choices = choicesOf.get(recipient.userId) ?? new Map<NotificationChannel, boolean>();
    const plans: ChannelPlan[] = planDelivery(
      definition,
      mandatory,
      {
        // The person's own zone, else the event's company's (decision 055).
        timeZone: recipient.timeZone ?? company?.timeZone ?? DEFAULT_TIME_ZONE,
        quietHours:
          settings?.quietStartMinute != null && settings.quietEndMinute != null
            ? { startMinute: settings.quietStartMinute, endMinute: settings.quietEndMinute }
            : null,
        dailyDigest: settings?.dailyDigest ?? false,
        choices,
      },
      now,
    );
    const language = notificationLanguage(recipient.language);
    for (const plan of plans) {
      if (plan.channel === 'inApp') {
        inApp.push({
          companyId: event.companyId,
          userId: recipient.userId,
          eventId,
          kind: event.kind,
          params,
          link,
        });
      } else if ('digest' in plan) {
        digest.push({ companyId: event.companyId, userId: recipient.userId, kind: event.kind, params, link });
      } else if (plan.channel === 'email' && !recipient.email) {
        continue;
      } else if (plan.channel === 'push') {
        pushes.push({
          at: plan.at,
          person: {
            userId: recipient.userId,
            language,
            ...(members && !members.has(recipient.userId) ? { everywhere: true as const } : {}),
          },
        });
      } else {
        const text = renderNotification(event.kind, safeParams, language);
        outgoing.push({
          at: plan.at,
          message: {
            channel: plan.channel,
            userId: recipient.userId,
            companyId: event.companyId,
            email: recipient.email,
            language,
            kind: event.kind,
            title: text.title,
            body: text.body,
            companyName: params.companyName ?? '',
            link,
            urgent: definition.urgent,
            ...('secretLink' in definition && definition.secretLink ? { secretLink: true } : {}),
          },
        });
      }
    }
  }
  return { notification, outgoing, pushes, inApp, digest };
}

async function recipientsOf(
  tx: Transaction,
  companyId: string,
  rule: 'subjects' | 'company-admins' | 'company-members',
  subjectUserIds: readonly string[],
): Promise<Recipient[]> {
  const person = { userId: users.id, email: users.email, language: users.language, timeZone: users.timeZone };
  if (rule === 'subjects') {
    if (subjectUserIds.length === 0) return [];
    return tx
      .select(person)
      .from(users)
      .where(and(inArray(users.id, [...subjectUserIds]), eq(users.disabled, false)));
  }
  return tx
    .select(person)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.status, 'ACTIVE'),
        eq(users.disabled, false),
        rule === 'company-admins' ? inArray(companyMembers.role, ['OWNER', 'ADMIN']) : sql`true`,
      ),
    );
}
