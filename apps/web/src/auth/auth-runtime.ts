import { getTokenId, refreshToken } from '@atrium/contract/addresses';
import i18next from 'i18next';
import { installHttpClient } from '../api/client.ts';
import {
  showOpenIdMisconfigured,
  showOpenIdNotResponding,
  showServerNotConnected,
  showSessionExpired,
} from '../ui/toasts.ts';
import { serviceUnavailable } from '../ui/service-unavailable.ts';
import { apiFetch, apiOrigin, bareCall, isMobileShell, mobileShell, origin, warn } from './api-transport.ts';
import { acceptToken, accessToken, clearClientState } from './client-state.ts';
import { installDeepLinkHandler } from './mobile-app-links.ts';
import { createMobileSignIn } from './mobile-sign-in.ts';
import { navigateTo } from './navigation.ts';
import { oidc } from './oidc-instance.ts';
import { handleRefreshFailure } from './refresh-failure.ts';
import { rememberReturnPath, takeReturnPath } from './return-path.ts';
import { session } from './session.ts';
import { createSignInFlow, isSignInCallback, LOGIN_PATH } from './sign-in-flow.ts';
import { startUp } from './signed-in-start-up.ts';
import { createTokenRefresh } from './token-refresh.ts';

/*
 * The sign-in runtime: loaded before the sign-in card or the first signed-in screen, it installs
 * the token source into api/ and runs the sign-in flow. Each flow has its file: the API of this
 * device (api-transport.ts), the token and session (client-state.ts), start-up once signed in
 * (signed-in-start-up.ts), sign-out (sign-out-flow.ts), another company (company-switch.ts) and
 * the mobile shell's app links (mobile-app-links.ts). Screens import those from here.
 */
export { accessToken, rememberCurrentUser } from './client-state.ts';
export { reloadSessionClaims, switchCompany } from './company-switch.ts';
export { saveLanguagePreference } from './signed-in-start-up.ts';
export { signOut, signOutEverywhere } from './sign-out-flow.ts';

function expireSession(): void {
  showSessionExpired();
  try {
    window.localStorage.clear();
  } catch {
    // Nothing stored that could not stay.
  }
  clearClientState();
  void oidc.manager()?.removeUser();
  navigateTo('/login');
}

/** One refresh at a time, shortly before the token's end and after a 401 (token-refresh.ts). */
const tokenRefresh = createTokenRefresh({
  token: accessToken,
  refresh: async () => {
    await flow.refreshAccessToken();
  },
  onRefreshFailed: (error) =>
    handleRefreshFailure(error, {
      serverNotConnected: showServerNotConnected,
      serviceUnavailable: () => serviceUnavailable.show(),
      sessionExpired: expireSession,
    }),
});
tokenRefresh.schedule();

installHttpClient({
  // A 503 (the database briefly away) is said once in words, not as each screen's generic error.
  fetch: tokenRefresh.sendWithFreshToken((url, init) => apiFetch(url, init).then(serviceUnavailable.notice)),
  getToken: accessToken.get,
  apiOrigins: () => [apiOrigin()],
  baseUrl: apiOrigin,
  ...tokenRefresh.httpClient,
});

const flow = createSignInFlow({
  oidc,
  exchangeProviderTokens: async (providerAccessToken, idToken) =>
    (
      await bareCall(getTokenId, {
        body: idToken ? { idToken } : {},
        headers: { Authorization: `Bearer ${providerAccessToken}` },
        credentials: 'include',
      })
    ).token,
  refreshWithCookie: async () => (await bareCall(refreshToken, { credentials: 'include' })).token,
  acceptToken,
  runStartUp: startUp,
  navigate: (to) => navigateTo(to),
  takeReturnPath: () => takeReturnPath(window.localStorage, origin()),
  uiLocale: () => i18next.language || 'en',
  showOpenIdNotResponding,
  showOpenIdMisconfigured,
  warn,
});

/** In the shell, sign-in runs in the system browser with PKCE, never in the web view (decision 035). */
const mobileSignIn = mobileShell
  ? createMobileSignIn({
      shell: mobileShell,
      oidc,
      uiLocale: () => i18next.language || 'en',
      showOpenIdNotResponding,
      navigate: (to) => navigateTo(to),
    })
  : null;

/** "Sign in": the provider's code flow (or the token id for a provider session in memory). */
export const startSignIn = (): Promise<void> => (mobileSignIn ?? flow).startSignIn();

/**
 * Start-up of the sign-in work, before the router exists:
 * - on the provider's redirect back: discovery, code-flow completion, token id, start-up, `/`;
 * - otherwise: the refresh cookie (a reload keeps the person signed in on the same URL) while
 *   the discovery document loads in the background; if it cannot load and nobody is signed in,
 *   the OpenID toast and the login route.
 */
export async function startAuth(): Promise<void> {
  const url = new URL(window.location.href);
  if (isSignInCallback(url)) {
    await flow.completeSignIn(url.href);
    return;
  }
  const restored = await flow.restoreSession().catch((error: unknown) => {
    warn('Start-up after refresh failed', error);
    clearClientState();
    return false;
  });
  if (!restored) rememberReturnPath(window.localStorage, url);
  void oidc.ensureLoaded().then((loaded) => {
    if (loaded || session.get()) return;
    showOpenIdNotResponding();
    if (window.location.pathname !== LOGIN_PATH) navigateTo(LOGIN_PATH);
  });
  if (isMobileShell()) installDeepLinkHandler({ flow, mobileSignIn });
}
