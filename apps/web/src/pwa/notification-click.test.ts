import { describe, expect, it } from 'vitest';
import { NOTIFICATION_STORAGE_KEY, takeNotificationUrl } from '../auth/notification-navigation.ts';
import { isNotificationClickMessage, notificationClickMessage } from './notification-click-message.ts';
import { handleNotificationClick } from './register-service-worker.ts';

const origin = 'https://atrium.example';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('a clicked notification', () => {
  it('names only a path of this app, whatever the payload says', () => {
    const pathOf = (url: unknown) =>
      notificationClickMessage(url, origin).notificationData.additionalData.Url;
    expect(pathOf('/absence/overview?id=4#top')).toBe('/absence/overview?id=4#top');
    expect(pathOf('https://atrium.example/notifications/overview')).toBe('/notifications/overview');
    expect(pathOf('https://evil.example/phish')).toBe('/');
    expect(pathOf('//evil.example/phish')).toBe('/');
    expect(pathOf('javascript:alert(1)')).toBe('/');
    expect(pathOf('http://atrium.example/downgraded')).toBe('/');
    expect(pathOf(42)).toBe('/');
    expect(pathOf(undefined)).toBe('/');
  });

  it('is stored as notificationData and followed at once for a signed-in person', () => {
    const storage = memoryStorage();
    const visited: string[] = [];
    const outcome = handleNotificationClick(notificationClickMessage('/time-tracking/timeline', origin), {
      storage,
      origin,
      isSignedIn: () => true,
      navigate: (to) => visited.push(to),
    });
    expect(outcome).toBe('followed');
    expect(visited).toEqual(['/time-tracking/timeline']);
    expect(storage.getItem(NOTIFICATION_STORAGE_KEY)).toBeNull();
  });

  it('waits in storage for sign-in, where start-up removes and follows it once', () => {
    const storage = memoryStorage();
    const visited: string[] = [];
    const outcome = handleNotificationClick(notificationClickMessage('/people', origin), {
      storage,
      origin,
      isSignedIn: () => false,
      navigate: (to) => visited.push(to),
    });
    expect(outcome).toBe('stored');
    expect(visited).toEqual([]);
    expect(JSON.parse(storage.getItem(NOTIFICATION_STORAGE_KEY)!)).toEqual({
      additionalData: { Url: '/people' },
    });
    expect(takeNotificationUrl(storage, origin)).toBe('/people');
    expect(takeNotificationUrl(storage, origin)).toBeNull();
  });

  it('a payload written by someone else is still only followed to this app', () => {
    const storage = memoryStorage();
    storage.setItem(
      NOTIFICATION_STORAGE_KEY,
      JSON.stringify({ additionalData: { Url: 'https://evil.example/' } }),
    );
    expect(takeNotificationUrl(storage, origin)).toBeNull();
    expect(storage.getItem(NOTIFICATION_STORAGE_KEY)).toBeNull();
  });

  it('recognises only the service worker message it sends', () => {
    expect(isNotificationClickMessage(notificationClickMessage('/x', origin))).toBe(true);
    expect(isNotificationClickMessage({ type: 'atrium:notification-click' })).toBe(false);
    expect(
      isNotificationClickMessage({ type: 'other', notificationData: { additionalData: { Url: '/' } } }),
    ).toBe(false);
    expect(isNotificationClickMessage(null)).toBe(false);
  });

  it('is dropped when storage refuses it, without navigating', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const visited: string[] = [];
    expect(
      handleNotificationClick(notificationClickMessage('/people', origin), {
        storage,
        origin,
        isSignedIn: () => true,
        navigate: (to) => visited.push(to),
      }),
    ).toBe('dropped');
    expect(visited).toEqual([]);
  });
});
