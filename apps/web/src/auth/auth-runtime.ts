import { getCurrentUser, updateCurrentUserLanguage, type CurrentUser } from '@atrium/contract/account';
import { getCurrentCompany, getCurrentCompanyMember } from '@atrium/contract/companies';
import {
  chooseCompany as chooseCompanyOperation,
  getClientSettings,
  getTokenId,
  logout as logoutOperation,
  logoutEverywhere,
  refreshToken,
} from '@atrium/contract/identity-operations';
import { readIdentityClaims } from '@atrium/contract/identity';
import i18next from 'i18next';
import { createCallOperation } from '../api/call-operation.ts';
import { callOperation, installHttpClient } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { operationKey } from '../api/operation-key.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { toLanguage } from '../i18n/languages.ts';
import {
  showOpenIdMisconfigured,
  showOpenIdNotResponding,
  showServerNotConnected,
  showSessionExpired,
} from '../ui/toasts.ts';
import { serviceUnavailable } from '../ui/service-unavailable.ts';
import { createAccessTokenStore } from './access-token.ts';
import { handleDeepLink } from './deep-link.ts';
import { logout } from './logout.ts';
import { createMobileApiFetch } from './mobile-api-fetch.ts';
import { findMobileShell } from './mobile-shell.ts';
import { createMobileSignIn } from './mobile-sign-in.ts';
import { navigateTo } from './navigation.ts';
import { takeNotificationUrl } from './notification-navigation.ts';
import { browserOidcDeps, createOidcClient } from './oidc-client.ts';
import { rememberReturnPath, takeReturnPath } from './return-path.ts';
import { session } from './session.ts';
import { displayName, sessionClaimsFromToken, type SessionProfile } from './session-claims.ts';
import { createSignInFlow, isSignInCallback, LOGIN_PATH } from './sign-in-flow.ts';
import { createTokenRefresh } from './token-refresh.ts';
import { runStartUp } from './start-up.ts';
import { startUpSteps } from './start-up-steps.ts';
import { readStoredUser, saveStoredUser } from './stored-user.ts';
import { handleRefreshFailure } from './refresh-failure.ts';

const warn = (message: string, error?: unknown) => console.warn(message, error ?? '');
const origin = () => window.location.origin;

/** The mobile shell's bridge (apps/mobile), or null in a browser. */
const mobileShell = findMobileShell(window);
/** The API: in the shell, the server named at build time, with its refresh token (decision 045). */
const apiFetch = mobileShell
  ? createMobileApiFetch((url, init) => window.fetch(url, init), mobileShell)
  : (url: string, init?: RequestInit) => window.fetch(url, init);
const apiOrigin = () => mobileShell?.apiBaseUrl ?? origin();

/** The app's access token, in memory only. */
export const accessToken = createAccessTokenStore();

/** Calls without the app token and without the refresh loop: sign-in, refresh, logout. */
const bareCall = createCallOperation(apiFetch);

let profile: SessionProfile | null = null;

function applySession(): void {
  if (!accessToken.has()) {
    session.clear();
    return;
  }
  profile ??= readStoredUser(window.localStorage);
  session.set(sessionClaimsFromToken(accessToken.get(), profile));
}

function acceptToken(token: string, idToken?: string): void {
  if (idToken) {
    const identity = readIdentityClaims(idToken);
    profile = {
      name:
        identity.name || displayName({ givenName: identity.given_name, familyName: identity.family_name }),
      email: identity.email,
    };
  }
  accessToken.set(token);
  applySession();
}

/** Forget everything about the person in this tab: token, session, cache, header. */
function clearClientState(): void {
  accessToken.clear();
  profile = null;
  session.clear();
  queryClient.clear();
}

const oidc = createOidcClient({
  loadClientSettings: () => bareCall(getClientSettings),
  origin,
  ...browserOidcDeps,
  mobile: isMobileShell(),
});

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
// The session and its token end together: a token left behind by whatever emptied the session
// would otherwise be kept alive by the scheduled refresh in a signed-out tab.
session.subscribe((claims) => {
  if (!claims) accessToken.clear();
});

installHttpClient({
  // A 503 (the database briefly away) is said once in words, not as each screen's generic error.
  fetch: tokenRefresh.sendWithFreshToken((url, init) => apiFetch(url, init).then(serviceUnavailable.notice)),
  getToken: accessToken.get,
  apiOrigins: () => [apiOrigin()],
  baseUrl: apiOrigin,
  ...tokenRefresh.httpClient,
});

/** The current user changed (start-up, profile saved): cache, the session's name, stored `user`. */
export function rememberCurrentUser(user: CurrentUser): void {
  profile = { name: displayName(user), email: user.email ?? '' };
  saveStoredUser(window.localStorage, { userId: user.userId, ...profile, language: user.language });
  queryClient.setQueryData(operationKey(getCurrentUser), user);
  applySession();
}

/** The header's language choice, saved on the server for a signed-in person (no-op otherwise). */
export async function saveLanguagePreference(language: 'en' | 'mk' | 'sq'): Promise<void> {
  if (!accessToken.has()) return;
  try {
    rememberCurrentUser(await callOperation(updateCurrentUserLanguage, { body: { language } }));
  } catch (error) {
    warn('Language not saved', error);
  }
}

function startUp() {
  return runStartUp({
    loadCurrentUser: () => callOperation(getCurrentUser),
    loadCurrentCompany: () => callOperation(getCurrentCompany),
    loadCurrentCompanyMember: () => callOperation(getCurrentCompanyMember),
    hasCompany: () => Boolean(session.get()?.companyMemberId),
    onUser: async (user) => {
      rememberCurrentUser(user);
      const language = toLanguage(user.language);
      if (language)
        await changeLanguage(language).catch((error: unknown) => warn('Language not applied', error));
    },
    onCompany: (company) => {
      if (company) queryClient.setQueryData(operationKey(getCurrentCompany), company);
    },
    onCompanyMember: (member) => {
      if (member) queryClient.setQueryData(operationKey(getCurrentCompanyMember), member);
    },
    session: () => session.get(),
    featureSteps: startUpSteps.steps,
    now: () => new Date(),
    takeNotificationUrl: () => takeNotificationUrl(window.localStorage, origin()),
    navigate: (to) => navigateTo(to),
    warn,
  });
}

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

/** "Sign in": the provider's code flow (or the token id for a provider session in memory). */
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

export const startSignIn = (): Promise<void> => (mobileSignIn ?? flow).startSignIn();

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

/**
 * A new access token for the same company, read from the server now: claims changed there (the
 * company's modules) reach the session, and with it the navigation and the guards, at once.
 */
export async function reloadSessionClaims(): Promise<void> {
  const companyId = session.get()?.companyId;
  if (!companyId) return;
  // Choosing the same company again, through the app's caller (one shared refresh on a 401).
  const { token } = await callOperation(chooseCompanyOperation, { body: { companyId } });
  acceptToken(token);
}

/** "Sign out of all sessions": every refresh token family of the person, then this tab. */
export async function signOutEverywhere(): Promise<void> {
  await callOperation(logoutEverywhere);
  await signOut();
}

/**
 * Act in another company: a new token with its claims, the cache emptied (another tenant's data
 * must not show), start-up again for the header, then the start page.
 */
export async function switchCompany(companyId: string): Promise<void> {
  const { token } = await callOperation(chooseCompanyOperation, { body: { companyId } });
  queryClient.clear();
  acceptToken(token);
  // A subscribed device moves to the new company: the previous one's notifications stop here.
  void import('../pwa/push-api.ts')
    .then(async ({ pushApi }) =>
      (await import('../pwa/push-subscription.ts')).moveThisDeviceToCurrentCompany(pushApi),
    )
    .catch((error: unknown) => warn('Push subscription not moved', error));
  await startUp();
  navigateTo('/');
}

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
  if (isMobileShell()) installDeepLinkHandler();
}

/** The mobile build: a Cordova web view, or the Capacitor shell's bridge (apps/mobile). */
function isMobileShell(): boolean {
  return 'cordova' in window || 'atriumMobile' in window;
}

const seenStates = new Set<string>();

/** Links that open the app arrive at `window.handleOpenURL` (Cordova, and the Capacitor shell's bridge). */
function installDeepLinkHandler(): void {
  (window as unknown as { handleOpenURL: (url: string) => void }).handleOpenURL = (link) => {
    void handleDeepLink(link, {
      loadDiscovery: () => oidc.ensureLoaded(),
      redirectUri: () => oidc.redirectUri(),
      completeCodeFlow: async (urlWithFragment) => {
        const user = await oidc.manager()?.signinCallback(urlWithFragment);
        if (!user) throw new Error('No user from the code flow');
        return user;
      },
      // The shell's app link and its own code exchange (mobile-sign-in.ts).
      ...mobileSignIn?.deepLinkSteps,
      authenticateWithServer: (user) => flow.signInWithProviderUser(user),
      seenStates,
      log: (message, error) => console.error(message, error ?? ''),
    });
  };
}
