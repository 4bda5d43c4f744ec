import { logout as logoutOperation, logoutEverywhere } from '@atrium/contract/addresses';
import i18next from 'i18next';
import { callOperation } from '../api/client.ts';
import { bareCall, mobileShell, warn } from './api-transport.ts';
import { accessToken, clearClientState } from './client-state.ts';
import { logout } from './logout.ts';
import { navigateTo } from './navigation.ts';
import { oidc } from './oidc-instance.ts';

/**
 * This device stops receiving the person's push notifications: removed on the server (while the
 * token still works) and in the browser. Bounded, so a dead network never holds up sign-out.
 */
async function forgetThisDevicePush(): Promise<void> {
  try {
    const [{ unsubscribeThisDevice }, { pushApi }] = await Promise.all([
      import('../pwa/push-subscription.ts'),
      import('../pwa/push-api.ts'),
    ]);
    await Promise.race([unsubscribeThisDevice(pushApi), new Promise((done) => setTimeout(done, 3000))]);
  } catch (error) {
    warn('Push subscription not removed', error);
  }
}

/** Logout in docs/product/tokens-and-sign-in.md#logout order; the provider brings the browser back to /login. */
export const signOut = async (): Promise<void> => {
  await forgetThisDevicePush();
  return logout({
    storage: window.localStorage,
    takeAccessToken: () => {
      const token = accessToken.get();
      accessToken.clear();
      return token;
    },
    clearSession: clearClientState,
    serverLogout: async () => {
      await bareCall(logoutOperation, { credentials: 'include' });
    },
    providerLogout: async () => {
      // The shell's provider session lives in the system browser, not in this web view.
      if (mobileShell || !(await oidc.ensureLoaded())) return false;
      const manager = oidc.manager();
      const settings = oidc.settings();
      const postLogout = oidc.postLogoutRedirectUri();
      if (!manager || !settings || !postLogout) return false;
      // The stored provider user gives oidc-client-ts the id_token_hint, with which the provider
      // signs out without asking again (decision 037).
      await manager.signoutRedirect({
        post_logout_redirect_uri: postLogout,
        client_id: settings.clientId,
        ui_locales: i18next.language || 'en',
      });
      return true;
    },
    navigate: (to) => navigateTo(to),
    warn,
  });
};

/** "Sign out of all sessions": every refresh token family of the person, then this tab. */
export async function signOutEverywhere(): Promise<void> {
  await callOperation(logoutEverywhere);
  await signOut();
}
