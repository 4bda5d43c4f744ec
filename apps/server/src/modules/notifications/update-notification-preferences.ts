import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_EVENTS, type updateNotificationPreferences } from '@atrium/contract/notifications';
import { notificationChannelChoices, notificationSettings, users } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { mandatoryKinds, readPreferences } from './notification-preferences.ts';
import { fromClock } from './quiet-hours.ts';

/**
 * Saves the person's switches and settings in one transaction. Switching off a channel the
 * current company keeps on (a mandatory event) is refused with 409 naming the choice, and
 * nothing of the request is saved.
 */
export const updateNotificationPreferencesHandler: OperationHandler<typeof updateNotificationPreferences> = ({
  body,
  context,
}) =>
  context.withTenant(async (tx) => {
    const mandatory = await mandatoryKinds(tx, context.companyId);
    const refused = body.choices
      .map((choice, index) => ({ choice, index }))
      .filter(
        ({ choice }) =>
          !choice.enabled &&
          mandatory.has(choice.kind) &&
          NOTIFICATION_EVENTS[choice.kind].defaultChannels.includes(choice.channel),
      );
    if (refused.length > 0) {
      throw conflict(
        'Your company made this notification mandatory; it cannot be switched off.',
        refused.map(({ index }) => ({
          path: `body.choices.${index}.enabled`,
          message: 'is mandatory in this company',
        })),
      );
    }
    for (const choice of body.choices) {
      await tx
        .insert(notificationChannelChoices)
        .values({
          userId: context.userId,
          kind: choice.kind,
          channel: choice.channel,
          enabled: choice.enabled,
        })
        .onConflictDoUpdate({
          target: [
            notificationChannelChoices.userId,
            notificationChannelChoices.kind,
            notificationChannelChoices.channel,
          ],
          set: { enabled: choice.enabled },
        });
    }
    if (body.timeZone !== undefined) {
      // The same setting as the account's own zone (decision 055).
      await tx.update(users).set({ timeZone: body.timeZone }).where(eq(users.id, context.userId));
    }
    const settings = {
      ...(body.quietHours !== undefined
        ? {
            quietStartMinute: body.quietHours ? fromClock(body.quietHours.start) : null,
            quietEndMinute: body.quietHours ? fromClock(body.quietHours.end) : null,
          }
        : {}),
      ...(body.dailyDigest !== undefined ? { dailyDigest: body.dailyDigest } : {}),
    };
    if (Object.keys(settings).length > 0) {
      await tx
        .insert(notificationSettings)
        .values({ userId: context.userId, ...settings })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { ...settings, updatedAt: sql`now()` },
        });
    }
    return readPreferences(tx, context.userId, context.companyId);
  });
