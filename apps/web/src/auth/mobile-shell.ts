/**
 * What the mobile shell's bridge (apps/mobile/src/bridge.ts) puts on `window.atriumMobile` before
 * the app loads (docs/decisions/035-mobile-shell-capacitor.md). Sign-in runs in the system
 * browser with PKCE, never in the app's web view; the refresh token lives in the device's secure
 * storage (docs/decisions/045-mobile-refresh-token-header.md).
 */
export interface MobileShell {
  platform: string;
  /** The app link the provider answers to (atrium://auth/callback). */
  redirectUri: string;
  /** The shell's client id at the provider. */
  clientId: string;
  /** The Atrium server's origin, fixed when the shell was built; null: the web view's own. */
  apiBaseUrl: string | null;
  secureStore: {
    get(key: string): Promise<string | null>;
    set(key: string, value: string): Promise<void>;
    remove(key: string): Promise<void>;
  };
  /** Authorization request with PKCE and state, opened in the system browser; answers the state. */
  startSystemBrowserSignIn(settings: {
    authorizationEndpoint: string;
    scope: string;
    resource?: string | null;
    uiLocales?: string;
  }): Promise<string>;
  /** Exchanges the answer (code and state in the fragment or query) with the waiting verifier. */
  completeSystemBrowserSignIn(
    callbackUrl: string,
    tokenEndpoint: string,
  ): Promise<{ access_token: string; id_token?: string }>;
}

/** The shell's bridge, or null in a browser (and in a Cordova build, which has none). */
export function findMobileShell(target: object): MobileShell | null {
  const shell = (target as { atriumMobile?: Partial<MobileShell> }).atriumMobile;
  return shell && typeof shell.startSystemBrowserSignIn === 'function' ? (shell as MobileShell) : null;
}
