import type { NotificationsPlatform } from '../notifications/notifications-platform.ts';
import { recordWebhookEvent } from './record-webhook-event.ts';

/**
 * The notifications platform with every emitted event also written as webhook deliveries, in the
 * same transaction (decision 089); webhook-dispatch.ts queues them once it has committed. Webhooks
 * never stop the write that caused the event: a failure here is undone to a savepoint and logged.
 */
export function withWebhookEvents(
  notifications: NotificationsPlatform,
  log: { error(object: object, message: string): void },
): NotificationsPlatform {
  const emit: NotificationsPlatform['emit'] = async (tx, event) => {
    const eventId = await notifications.emit(tx, event);
    try {
      await tx.transaction((savepoint) =>
        recordWebhookEvent(savepoint, {
          companyId: event.companyId,
          eventId,
          kind: event.kind,
          params: event.params as Record<string, string>,
        }),
      );
    } catch (error) {
      log.error({ err: error, kind: event.kind }, 'webhook deliveries of an event were not recorded');
    }
    return eventId;
  };
  return { ...notifications, emit };
}
