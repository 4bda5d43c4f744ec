/** localStorage key of the stored push notification payload (docs/product/notifications.md). */
export const NOTIFICATION_STORAGE_KEY = 'notificationData';

// Structural, so the service worker (no DOM Storage type) can share this file's helpers.
type NotificationStorage = {
  getItem(key: string): string | null;
  removeItem(key: string): void;
};

/**
 * Takes the stored notification payload: removes it and answers where to go, the
 * in-app path of its `additionalData.Url`. Only a path of this app is followed: a relative path,
 * or an absolute URL on `origin` (reduced to its path). Anything else (another site, a
 * protocol-relative `//host`, `javascript:`) is dropped, so a payload cannot send the person
 * elsewhere right after they signed in.
 */
export function takeNotificationUrl(storage: NotificationStorage, origin: string): string | null {
  let raw: string | null;
  try {
    raw = storage.getItem(NOTIFICATION_STORAGE_KEY);
    if (raw === null) return null;
    storage.removeItem(NOTIFICATION_STORAGE_KEY);
  } catch {
    return null;
  }
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    return null;
  }
  const additional = (payload as { additionalData?: unknown } | null)?.additionalData;
  const url = (additional as { Url?: unknown } | null | undefined)?.Url;
  return typeof url === 'string' ? inAppPath(url.trim(), origin) : null;
}

export function inAppPath(url: string, origin: string): string | null {
  if (url === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(origin).origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
