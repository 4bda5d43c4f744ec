import { takeNotificationUrl } from '../auth/notification-navigation.ts';
import {
  isNotificationClickMessage,
  storeNotificationData,
  type NotificationClickMessage,
} from './notification-click-message.ts';

export interface NotificationClickDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  origin: string;
  isSignedIn: () => boolean;
  navigate: (to: string) => void;
}

/**
 * A notification was clicked while the app is open: its payload is stored as `notificationData`;
 * a signed-in person is taken there at once (the payload removed), anyone else after sign-in,
 * when start-up takes it (auth/start-up.ts).
 */
export function handleNotificationClick(
  message: NotificationClickMessage,
  deps: NotificationClickDeps,
): 'followed' | 'stored' | 'dropped' {
  if (!storeNotificationData(deps.storage, message)) return 'dropped';
  if (!deps.isSignedIn()) return 'stored';
  const target = takeNotificationUrl(deps.storage, deps.origin);
  if (target) deps.navigate(target);
  return 'followed';
}

/**
 * Listens to the service worker's messages and, in a production build, registers it (the
 * installable app, offline shell, push). The dev server serves no service worker.
 */
export function registerServiceWorker(deps: Omit<NotificationClickDeps, 'storage' | 'origin'>): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent) => {
    if (!isNotificationClickMessage(event.data)) return;
    handleNotificationClick(event.data, {
      ...deps,
      storage: window.localStorage,
      origin: window.location.origin,
    });
  });
  // Messages posted before this listener existed were queued; deliver them now.
  container.startMessages();
  if (!import.meta.env.PROD) return;
  const register = () => {
    container.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
