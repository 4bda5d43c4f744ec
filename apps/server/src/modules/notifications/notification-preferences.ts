import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@atrium/contract/dates';
import type { NOTIFICATION_CHANNELS } from '@atrium/contract/notifications';
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
} from '@atrium/contract/notifications';
import type { Transaction } from '../../db/database.ts';
import {
  companyMandatoryNotifications,
  notificationChannelChoices,
  notificationSettings,
  users,
} from '../../db/schema/index.ts';
import { channelEnabled } from './plan-delivery.ts';
import { toClock } from './quiet-hours.ts';

/** Kinds the company made mandatory (only those the catalogue allows to be). */
export async function mandatoryKinds(
  tx: Transaction,
  companyId: string | null,
): Promise<Set<NotificationKind>> {
  if (!companyId) return new Set();
  const rows = await tx
    .select({ kind: companyMandatoryNotifications.kind })
    .from(companyMandatoryNotifications)
    .where(eq(companyMandatoryNotifications.companyId, companyId));
  return new Set(
    rows
      .map((row) => row.kind)
      .filter((kind): kind is NotificationKind => kind in NOTIFICATION_EVENTS)
      .filter((kind) => NOTIFICATION_EVENTS[kind].mayBeMandatory),
  );
}

/** The grid as the person sees it in the current company: choices, defaults and locks. */
export async function readPreferences(
  tx: Transaction,
  userId: string,
  companyId: string | null,
): Promise<NotificationPreferences> {
  const [[settings], choices, mandatory, [person]] = await Promise.all([
    tx.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    tx.select().from(notificationChannelChoices).where(eq(notificationChannelChoices.userId, userId)),
    mandatoryKinds(tx, companyId),
    // The zone is the person's (decision 055): their own, else the current company's.
    tx
      .select({
        timeZone: sql<string>`coalesce(${users.timeZone}, ${companyId ? sql`(select c.time_zone from companies c where c.id = ${companyId})` : sql`null`})`,
      })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  return {
    events: NOTIFICATION_KINDS.map((kind) => {
      const definition = NOTIFICATION_EVENTS[kind];
      const isMandatory = mandatory.has(kind);
      const channel = (name: (typeof NOTIFICATION_CHANNELS)[number]) => {
        const choice = choices.find((row) => row.kind === kind && row.channel === name)?.enabled;
        return {
          enabled: channelEnabled(definition, name, isMandatory, choice),
          locked: isMandatory && definition.defaultChannels.includes(name),
        };
      };
      return {
        kind,
        mandatory: isMandatory,
        urgent: definition.urgent,
        digestible: definition.digestible,
        channels: { inApp: channel('inApp'), email: channel('email'), push: channel('push') },
      };
    }),
    timeZone: person?.timeZone ?? DEFAULT_TIME_ZONE,
    quietHours:
      settings?.quietStartMinute != null && settings.quietEndMinute != null
        ? { start: toClock(settings.quietStartMinute), end: toClock(settings.quietEndMinute) }
        : null,
    dailyDigest: settings?.dailyDigest ?? false,
  };
}
