// The shell's bridge, loaded by dist/index.html before the web app: native adapters the web app
// finds on `window.atriumMobile` (the MobileShell of apps/web/src/auth/mobile-shell.ts), and app
// links handed to the web app's deep-link handler.
import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import { Capacitor, registerPlugin } from '@capacitor/core';
import { apiBaseUrlFrom } from './api-base-url.ts';
import { forwardAppLinks } from './forward-app-links.ts';
import { memorySecureStore, pluginSecureStore, type SecureStoragePlugin } from './secure-store.ts';
import { createShell } from './shell.ts';

/** Set by scripts/build-web-part.ts from ATRIUM_API_URL. */
declare const __ATRIUM_API_URL__: string;

Object.assign(window, {
  atriumMobile: createShell({
    platform: Capacitor.getPlatform(),
    apiBaseUrl: apiBaseUrlFrom(__ATRIUM_API_URL__),
    store: Capacitor.isNativePlatform()
      ? pluginSecureStore(registerPlugin<SecureStoragePlugin>('SecureStoragePlugin'))
      : memorySecureStore(),
    /** The system browser (Custom Tabs / SFSafariViewController), never the app's web view. */
    openSystemBrowser: async (url) => {
      await Browser.open({ url, presentationStyle: 'popover' });
    },
    // Patched by CapacitorHttp (capacitor.config.ts): a native request, outside the web view's CORS.
    fetch: (input, init) => window.fetch(input, init),
  }),
});

void forwardAppLinks(App, {
  deliver: (url) => {
    void Browser.close().catch(() => undefined);
    const handler = (window as { handleOpenURL?: (url: string) => void }).handleOpenURL;
    if (!handler) return false;
    handler(url);
    return true;
  },
});
