import type { NotificationChannel, NotificationLanguage } from '@atrium/contract/notifications';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { PushDelivery } from '../../platform/push/push-delivery.ts';
import { pushMessageOf } from './push-fan-out.ts';
import { nextPushAttempt, type PushRetryState } from './push-retry.ts';

export const SEND_QUEUE = 'notifications.send';

/**
 * One e-mail of one event to one person, already in their language; or a push to one person, as
 * queued before an event's push went out as one job per chunk of recipients (push-fan-out.ts).
 */
export interface ChannelMessage {
  channel: Exclude<NotificationChannel, 'inApp'>;
  userId: string;
  companyId: string;
  email: string | null;
  language: NotificationLanguage;
  kind: string;
  title: string;
  body: string;
  companyName: string;
  link: string;
  urgent: boolean;
  /** The link carries a token only the recipient may use (an invitation): kept out of stored mail. */
  secretLink?: boolean;
  /** Push to the person's devices in every company: they are not a member of this one (yet). */
  pushEverywhere?: boolean;
  /** A later attempt of a push: only the devices it did not reach before. */
  pushRetry?: PushRetryState;
}

export interface SendChannelDeps {
  mail: Mailer;
  push: PushDelivery | null;
  publicUrl: string;
  /** Queues the same message again, not before `at` (a push some devices did not take yet). */
  retryLater?: (message: ChannelMessage, at: Date) => Promise<void>;
  log?: { warn(object: object, message: string): void };
  now?: () => number;
}

const MAIL_FOOTER: Record<NotificationLanguage, string> = {
  en: 'You can choose which notifications you receive by e-mail in Atrium under Notifications → Preferences.',
  mk: 'Во Atrium, под Известувања → Поставки, можете да изберете кои известувања ги добивате по е-пошта.',
  sq: 'Në Atrium, te Njoftimet → Preferencat, mund të zgjidhni cilat njoftime i merrni me e-mail.',
};

/**
 * One e-mail or push of one event to one person. The title and body were rendered with the
 * names people typed made unclickable (mail-safe-params.ts). A push job of this queue (queued
 * before pushes went out per chunk, or a later attempt of one) that some devices did not take now
 * is queued again for those devices only, honouring Retry-After (push-retry.ts).
 */
export async function sendChannelMessage(message: ChannelMessage, deps: SendChannelDeps): Promise<void> {
  const url = `${deps.publicUrl.replace(/\/+$/, '')}${message.link}`;
  if (message.channel === 'email') {
    if (!message.email) return;
    await deps.mail.send({
      to: message.email,
      subject: message.title,
      text: [message.body, '', url, '', MAIL_FOOTER[message.language]].join('\n'),
      ...(message.secretLink ? { secrets: [url] } : {}),
    });
    return;
  }
  if (!deps.push) return;
  const result = await deps.push.sendToPerson(
    { userId: message.userId, companyId: message.pushEverywhere ? null : message.companyId },
    pushMessageOf(message, message.language),
    message.pushRetry ? { devices: message.pushRetry.devices } : {},
  );
  if (result.retry.devices.length === 0) return;
  const next = nextPushAttempt(message.pushRetry, result.retry, (deps.now ?? Date.now)());
  if (!next) {
    deps.log?.warn(
      { kind: message.kind, devices: result.retry.devices.length },
      'push not delivered to every device; given up',
    );
    return;
  }
  // Without a way to queue it again the job fails, and its own retry sends it once more.
  if (!deps.retryLater) throw new Error('push not delivered to every device and cannot be retried');
  await deps.retryLater({ ...message, pushRetry: next.state }, next.at);
}
