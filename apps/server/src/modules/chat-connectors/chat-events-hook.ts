import type { NotificationsPlatform } from '../notifications/notifications-platform.ts';
import { recordChatDecision } from './record-chat-decision.ts';

/**
 * The notifications platform with each leave decision also written as chat messages, in the same
 * transaction (decision 092); chat-dispatch.ts queues them once it has committed. A chat problem
 * never stops the decision: a failure here is undone to a savepoint and logged.
 */
export function withChatEvents(
  notifications: NotificationsPlatform,
  log: { error(object: object, message: string): void },
): NotificationsPlatform {
  const emit: NotificationsPlatform['emit'] = async (tx, event) => {
    const eventId = await notifications.emit(tx, event);
    if (event.kind !== 'leave.request_decided') return eventId;
    try {
      await tx.transaction((savepoint) =>
        recordChatDecision(savepoint, {
          companyId: event.companyId,
          eventId,
          kind: event.kind,
          params: event.params as Record<string, string>,
          subjectUserIds: event.subjectUserIds,
        }),
      );
    } catch (error) {
      log.error({ err: error, kind: event.kind }, 'chat messages of an event were not recorded');
    }
    return eventId;
  };
  return { ...notifications, emit };
}
