export interface LogoutDeps {
  /** All of localStorage (docs/product/tokens-and-sign-in.md#logout: "clear all local storage"). */
  storage: Pick<Storage, 'clear'>;
  /** The in-memory access token: read once, then cleared. */
  takeAccessToken: () => string;
  /** Empties the session, the cached server state and the header. */
  clearSession: () => void;
  /** `account_Logout` with the token just taken (revokes the refresh token family, clears the cookie). */
  serverLogout: (token: string) => Promise<void>;
  /**
   * RP-initiated logout at the provider: redirects to its end-session address with `client_id`
   * and `post_logout_redirect_uri` (the callback address: the app's /login). False when it cannot.
   */
  providerLogout: () => Promise<boolean>;
  navigate: (to: string) => void;
  warn: (message: string, error?: unknown) => void;
}

const POST_LOGOUT_PATH = '/login';

/**
 * Logout in docs/product/tokens-and-sign-in.md#logout order: clear all local storage, clear the access token, call the server
 * logout, log out at the provider (which comes back to /login), or go to /login directly when
 * the provider cannot be reached. A failing step does not stop the later ones: the person asked
 * to be signed out.
 */
export async function logout(deps: LogoutDeps): Promise<void> {
  try {
    deps.storage.clear();
  } catch (error) {
    deps.warn('Storage could not be cleared', error);
  }
  const token = deps.takeAccessToken();
  deps.clearSession();
  try {
    await deps.serverLogout(token);
  } catch (error) {
    deps.warn('Server logout failed', error);
  }
  let redirected = false;
  try {
    redirected = await deps.providerLogout();
  } catch (error) {
    deps.warn('Provider logout failed', error);
  }
  if (!redirected) deps.navigate(POST_LOGOUT_PATH);
}
