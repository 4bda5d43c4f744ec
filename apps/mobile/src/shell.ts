import type { MobileShell } from '../../web/src/auth/mobile-shell.ts';
import type { SecureStore } from './secure-store.ts';
import {
  completeSystemBrowserSignIn,
  MOBILE_CLIENT_ID,
  MOBILE_REDIRECT_URI,
  startSystemBrowserSignIn,
  type OpenSystemBrowser,
} from './system-browser-sign-in.ts';

/**
 * What the bridge puts on `window.atriumMobile` for the web app (its MobileShell), from the
 * native adapters: the secure store, the system browser, and fetch (CapacitorHttp's, outside the
 * web view's CORS).
 */
export function createShell(adapters: {
  platform: string;
  apiBaseUrl: string | null;
  store: SecureStore;
  openSystemBrowser: OpenSystemBrowser;
  fetch: typeof fetch;
}): MobileShell {
  const { store } = adapters;
  return {
    platform: adapters.platform,
    redirectUri: MOBILE_REDIRECT_URI,
    clientId: MOBILE_CLIENT_ID,
    apiBaseUrl: adapters.apiBaseUrl,
    secureStore: store,
    startSystemBrowserSignIn: (settings) =>
      startSystemBrowserSignIn(
        { ...settings, clientId: MOBILE_CLIENT_ID },
        { store, open: adapters.openSystemBrowser },
      ),
    completeSystemBrowserSignIn: (callbackUrl, tokenEndpoint) =>
      completeSystemBrowserSignIn(
        callbackUrl,
        { tokenEndpoint, clientId: MOBILE_CLIENT_ID },
        { store, fetch: adapters.fetch },
      ),
  };
}
