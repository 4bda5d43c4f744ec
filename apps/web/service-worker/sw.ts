/// <reference lib="webworker" />
// The installable app's service worker (built by vite-plugin-pwa, injectManifest): the app shell
// from the precache so the app opens offline, hashed assets cached as they are first loaded, and
// web push (shows the notification; a click opens or focuses the app on the notification's path).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { notificationClickMessage } from '../src/pwa/notification-click-message.ts';
import { readPushPayload } from '../src/pwa/push-payload.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any page of the app is index.html; the server's own paths never are.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/oidc(\/|$)/],
  }),
);

// Content-hashed files never change under their name: the cached copy is always right.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'atrium-assets' }),
);

// A new version takes over at once; the page reloads its lazy screens from the new build.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const payload = readPushPayload(event.data?.text());
  const shown = self.registration.showNotification(payload.title, {
    body: payload.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    data: { url: payload.url },
    ...(payload.tag ? { tag: payload.tag } : {}),
  });
  // Something unread: a dot on the app icon where the platform has one (Badging API); the app
  // sets the exact count when it next loads the notifications.
  const badged = 'setAppBadge' in self.navigator ? self.navigator.setAppBadge().catch(() => {}) : undefined;
  event.waitUntil(Promise.all([shown, badged]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const message = notificationClickMessage(data?.url, self.location.origin);
  const path = message.notificationData.additionalData.Url;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        // The app stores it as `notificationData` and follows it now or after sign-in.
        open.postMessage(message);
        return;
      }
      const opened = await self.clients.openWindow(path);
      opened?.postMessage(message);
    })(),
  );
});
