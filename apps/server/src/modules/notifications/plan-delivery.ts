import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationEventDefinition,
} from '@atrium/contract/notifications';
import { quietHoursEnd, type QuietHours } from './quiet-hours.ts';

export interface RecipientSettings {
  timeZone: string;
  quietHours: QuietHours | null;
  dailyDigest: boolean;
  /** The person's own switches for this event's kind. */
  choices: ReadonlyMap<NotificationChannel, boolean>;
}

/** Whether a channel is on: a mandatory event keeps its default channels on whatever was chosen. */
export function channelEnabled(
  definition: Pick<NotificationEventDefinition, 'defaultChannels'>,
  channel: NotificationChannel,
  mandatory: boolean,
  choice: boolean | undefined,
): boolean {
  const byDefault = definition.defaultChannels.includes(channel);
  if (mandatory && byDefault) return true;
  return choice ?? byDefault;
}

export type ChannelPlan =
  { channel: 'inApp' } | { channel: 'email' | 'push'; at: Date | null } | { channel: 'email'; digest: true };

/**
 * What one recipient gets for one event: in-app at once (it makes no sound); e-mail into the
 * daily digest when the person chose one and the event may wait; e-mail and push held until
 * quiet hours end unless the event is urgent.
 */
export function planDelivery(
  definition: Pick<NotificationEventDefinition, 'defaultChannels' | 'urgent' | 'digestible'>,
  mandatory: boolean,
  settings: RecipientSettings,
  now: Date,
): ChannelPlan[] {
  const plans: ChannelPlan[] = [];
  const holdUntil = definition.urgent ? null : quietHoursEnd(now, settings.timeZone, settings.quietHours);
  for (const channel of NOTIFICATION_CHANNELS) {
    if (!channelEnabled(definition, channel, mandatory, settings.choices.get(channel))) continue;
    if (channel === 'inApp') plans.push({ channel });
    else if (channel === 'email' && settings.dailyDigest && definition.digestible && !definition.urgent) {
      plans.push({ channel, digest: true });
    } else plans.push({ channel, at: holdUntil });
  }
  return plans;
}
