import { REFRESH_TOKEN_HEADER } from '@atrium/contract/identity';
import { chooseCompany, logout, refreshToken } from '@atrium/contract/addresses';
import type { MobileShell } from './mobile-shell.ts';

/** Where the shell keeps the session's refresh token: the device's secure storage, never web storage. */
export const REFRESH_TOKEN_KEY = 'atrium.refresh-token';

/** The operations that read the refresh token on the server; no other request carries it. */
const SESSION_PATHS = new Set<string>([refreshToken.path, logout.path, chooseCompany.path]);

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * The shell's way to the API (docs/decisions/045-mobile-refresh-token-header.md): app-relative
 * URLs (`/api/...`) go to the Atrium server named at build time instead of the web view's own
 * origin, and the refresh token does the cookie's work — sent from secure storage in the
 * Atrium-Refresh-Token header to the session operations only, each new one stored before the
 * answer reaches the caller, forgotten on logout and when a refresh is refused.
 */
export function createMobileApiFetch(
  fetch: Fetch,
  shell: Pick<MobileShell, 'apiBaseUrl' | 'secureStore'>,
): Fetch {
  const store = shell.secureStore;
  return async (url, init = {}) => {
    const relative = url.startsWith('/');
    const target = relative && shell.apiBaseUrl ? `${shell.apiBaseUrl}${url}` : url;
    const parsed = new URL(target, 'http://relative.invalid');
    const ownServer = relative || (shell.apiBaseUrl !== null && parsed.origin === shell.apiBaseUrl);
    const path = parsed.pathname;
    const headers = new Headers(init.headers);
    if (ownServer && SESSION_PATHS.has(path)) {
      const held = await store.get(REFRESH_TOKEN_KEY);
      if (held) headers.set(REFRESH_TOKEN_HEADER, held);
    }
    try {
      // A plain object: what CapacitorHttp's patched fetch passes on to the native request as it is.
      const response = await fetch(target, { ...init, headers: Object.fromEntries(headers.entries()) });
      if (!ownServer) return response;
      const next = response.headers.get(REFRESH_TOKEN_HEADER);
      if (next) await store.set(REFRESH_TOKEN_KEY, next);
      else if (path === refreshToken.path && response.status === 401) await store.remove(REFRESH_TOKEN_KEY);
      return response;
    } finally {
      // Signed out here even when the server could not be told: the person asked.
      if (ownServer && path === logout.path) await store.remove(REFRESH_TOKEN_KEY);
    }
  };
}
