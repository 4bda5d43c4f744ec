import type { NotificationChannel, NotificationLanguage } from '@atrium/contract/notifications';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { PushDelivery } from '../../platform/push/push-delivery.ts';
import { nextPushAttempt, type PushRetryState } from './push-retry.ts';

export const SEND_QUEUE = 'notifications.send';

/** One e-mail or push of one event to one person, already in their language. */
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

/** What a lock screen may show: no names, no content, only that something arrived and where. */
const PUSH_TEXT: Record<NotificationLanguage, { title: string; body: (company: string) => string }> = {
  en: { title: 'Atrium', body: (company) => `New notification in ${company}` },
  mk: { title: 'Atrium', body: (company) => `Ново известување во ${company}` },
  sq: { title: 'Atrium', body: (company) => `Njoftim i ri në ${company}` },
};

const MAIL_FOOTER: Record<NotificationLanguage, string> = {
  en: 'You can choose which notifications you receive by e-mail in Atrium under Notifications → Preferences.',
  mk: 'Во Atrium, под Известувања → Поставки, можете да изберете кои известувања ги добивате по е-пошта.',
  sq: 'Në Atrium, te Njoftimet → Preferencat, mund të zgjidhni cilat njoftime i merrni me e-mail.',
};

/**
 * One e-mail or push of one event to one person. The title and body were rendered with the
 * names people typed made unclickable (mail-safe-params.ts). A push that some devices did not take
 * now (their push service asked to wait, or failed in a way that may pass) is queued again for
 * those devices only, honouring Retry-After (push-retry.ts).
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
    pushMessageOf(message),
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

/**
 * What a locked screen may show (PUSH_TEXT), the topic that merges repeats of a kind while they
 * wait at the push service, and the urgency of the catalogue (urgent events: high).
 */
function pushMessageOf(message: ChannelMessage) {
  const text = PUSH_TEXT[message.language];
  return {
    title: text.title,
    body: text.body(message.companyName),
    url: message.link,
    topic: message.kind.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32),
    urgency: message.urgent ? ('high' as const) : ('normal' as const),
    ttlSeconds: 24 * 60 * 60,
  };
}
