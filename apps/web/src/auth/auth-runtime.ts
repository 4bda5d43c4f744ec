import { getCurrentUser, updateCurrentUserLanguage, type CurrentUser } from '@atrium/contract/account';
import { getCurrentCompany, getCurrentCompanyMember } from '@atrium/contract/companies';
import { toUtcCalendarDate } from '@atrium/contract/dates';
import {
  chooseCompany as chooseCompanyOperation,
  getClientSettings,
  getTokenId,
  logout as logoutOperation,
  logoutEverywhere,
  refreshToken,
} from '@atrium/contract/identity-operations';
import { readIdentityClaims } from '@atrium/contract/identity';
import { isApiError } from '../api/api-error.ts';
import { createCallOperation } from '../api/call-operation.ts';
import { queryClient } from '../api/query-client.ts';
import { operationKey } from '../api/operation-key.ts';
import { setCurrentCompanyName } from '../app/shell/current-company-name.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { toLanguage } from '../i18n/languages.ts';
import {
  showOpenIdMisconfigured,
  showOpenIdNotResponding,
  showServerNotConnected,
  showSessionExpired,
} from '../ui/toasts.ts';
import { createAccessTokenStore } from './access-token.ts';
import { handleDeepLink } from './deep-link.ts';
import { createHttpClient, ServerNotConnectedError } from './http-client.ts';
import { logout } from './logout.ts';
import { navigateTo } from './navigation.ts';
import { takeNotificationUrl } from './notification-navigation.ts';
import { browserOidcDeps, createOidcClient } from './oidc-client.ts';
import { rememberReturnPath, takeReturnPath } from './return-path.ts';
import { session } from './session.ts';
import { displayName, sessionClaimsFromToken, type SessionProfile } from './session-claims.ts';
import { createSignInFlow, isSignInCallback, LOGIN_PATH } from './sign-in-flow.ts';
import { runStartUp } from './start-up.ts';
import { readStoredUser, saveStoredUser } from './stored-user.ts';

/** localStorage key of the selected day (SPEC §3), set to today at start-up. */
export const DATE_SELECTED_STORAGE_KEY = 'dateselected';

const warn = (message: string, error?: unknown) => console.warn(message, error ?? '');
const origin = () => window.location.origin;

/** The app's access token, in memory only. */
export const accessToken = createAccessTokenStore();

/** Calls without the app token and without the refresh loop: sign-in, refresh, logout. */
const bareCall = createCallOperation((url, init) => window.fetch(url, init));

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
  setCurrentCompanyName(null);
}

const oidc = createOidcClient({
  loadClientSettings: () => bareCall(getClientSettings),
  origin,
  ...browserOidcDeps,
  mobile: 'cordova' in window,
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

const http = createHttpClient({
  fetch: (url, init) => window.fetch(url, init),
  getToken: accessToken.get,
  apiOrigins: () => [origin()],
  baseUrl: origin,
  refresh: async () => {
    await flow.refreshAccessToken();
  },
  onRefreshFailed: (error) => {
    // The server could not be reached at all, or the provider says the person is signed in but
    // no token came: keep the session and say so. A refused refresh ends the session.
    if (error instanceof ServerNotConnectedError || (isApiError(error) && error.status === 0)) {
      showServerNotConnected();
    } else {
      expireSession();
    }
  },
});

/** The app's operation caller: Bearer token, one refresh and retry on 401 (SPEC §4). */
export const callOperation = createCallOperation(http);

/** The HTTP client itself, for answers that are not JSON (file downloads). */
export const authorizedFetch = (url: string, init: RequestInit = {}): Promise<Response> => http(url, init);

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
      setCurrentCompanyName(company?.name ?? null);
      if (company) queryClient.setQueryData(operationKey(getCurrentCompany), company);
    },
    onCompanyMember: (member) => {
      if (member) queryClient.setQueryData(operationKey(getCurrentCompanyMember), member);
    },
    setCurrentDate: (today) => {
      try {
        window.localStorage.setItem(DATE_SELECTED_STORAGE_KEY, toUtcCalendarDate(today));
      } catch {
        // The time tracking screens start on today anyway.
      }
    },
    loadTodayTimeline: async () => {
      const modules = session.get()?.modules ?? [];
      if (!modules.some((m) => m.toUpperCase() === 'TIME_TRACKING')) return;
      const { startTimelineSelection } = await import('../features/time-tracking/timeline/timeline-store.ts');
      await startTimelineSelection();
    },
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
  takeReturnPath: () => takeReturnPath(window.sessionStorage, origin()),
  showOpenIdNotResponding,
  showOpenIdMisconfigured,
  warn,
});

/** "Sign in": the provider's code flow (or the token id for a provider session in memory). */
export const startSignIn = (): Promise<void> => flow.startSignIn();

/** Logout in SPEC §4's order; the provider brings the browser back to /login. */
export const signOut = (): Promise<void> =>
  logout({
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
      if (!(await oidc.ensureLoaded())) return false;
      const manager = oidc.manager();
      const settings = oidc.settings();
      const postLogout = oidc.postLogoutRedirectUri();
      if (!manager || !settings || !postLogout) return false;
      await manager.signoutRedirect({ post_logout_redirect_uri: postLogout, client_id: settings.clientId });
      return true;
    },
    navigate: (to) => navigateTo(to),
    warn,
  });

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
  if (!restored) rememberReturnPath(window.sessionStorage, url);
  void oidc.ensureLoaded().then((loaded) => {
    if (loaded || session.get()) return;
    showOpenIdNotResponding();
    if (window.location.pathname !== LOGIN_PATH) navigateTo(LOGIN_PATH);
  });
  if ('cordova' in window) installDeepLinkHandler();
}

const seenStates = new Set<string>();

/** Cordova hands links that open the app to `window.handleOpenURL`. */
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
      authenticateWithServer: (user) => flow.signInWithProviderUser(user),
      seenStates,
      log: (message, error) => console.error(message, error ?? ''),
    });
  };
}
