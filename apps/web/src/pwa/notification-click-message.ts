import { inAppPath, NOTIFICATION_STORAGE_KEY } from '../auth/notification-navigation.ts';

/** The message the service worker posts to a window when a push notification is clicked. */
const NOTIFICATION_CLICK_MESSAGE = 'atrium:notification-click';

export interface NotificationClickMessage {
  type: typeof NOTIFICATION_CLICK_MESSAGE;
  /** The stored payload's shape: `{ additionalData: { Url } }` (auth/notification-navigation.ts). */
  notificationData: { additionalData: { Url: string } };
}

/**
 * The message for a clicked notification whose payload names `url`: only a path of this app
 * (another origin, `//host` or `javascript:` becomes the start page), so a payload cannot send
 * the person elsewhere.
 */
export function notificationClickMessage(url: unknown, origin: string): NotificationClickMessage {
  const path = (typeof url === 'string' ? inAppPath(url.trim(), origin) : null) ?? '/';
  return { type: NOTIFICATION_CLICK_MESSAGE, notificationData: { additionalData: { Url: path } } };
}

export function isNotificationClickMessage(data: unknown): data is NotificationClickMessage {
  const message = data as Partial<NotificationClickMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === NOTIFICATION_CLICK_MESSAGE &&
    typeof message.notificationData?.additionalData?.Url === 'string'
  );
}

/**
 * Keeps the clicked notification's payload under `notificationData`, where start-up after
 * sign-in removes and follows it (auth/start-up.ts). False when storage refused it.
 */
export function storeNotificationData(
  storage: { setItem(key: string, value: string): void },
  message: NotificationClickMessage,
): boolean {
  try {
    storage.setItem(NOTIFICATION_STORAGE_KEY, JSON.stringify(message.notificationData));
    return true;
  } catch {
    return false;
  }
}
