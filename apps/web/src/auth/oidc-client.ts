import type { ClientSettings, OidcStores } from './oidc-settings.ts';
import { userManagerSettings } from './oidc-settings.ts';
import type { UserManagerSettings } from 'oidc-client-ts';

/** The part of the provider's signed-in user the app uses. */
export interface OidcUser {
  access_token: string;
  id_token?: string;
  expired?: boolean;
  state?: unknown;
}

/** The part of oidc-client-ts's UserManager the app uses (tests pass a fake). */
export interface OidcManager {
  readonly metadataService: { getMetadata(): Promise<unknown> };
  getUser(): Promise<OidcUser | null>;
  removeUser(): Promise<void>;
  signinRedirect(args?: { state?: unknown; ui_locales?: string }): Promise<void>;
  signinCallback(url?: string): Promise<OidcUser | undefined>;
  signoutRedirect(args: {
    post_logout_redirect_uri: string;
    client_id: string;
    ui_locales?: string;
  }): Promise<void>;
}

export interface OidcClientDeps {
  loadClientSettings: () => Promise<ClientSettings>;
  origin: () => string;
  stores: () => Promise<OidcStores>;
  createManager: (settings: UserManagerSettings) => Promise<OidcManager>;
  /** The Cordova build: the code-flow answer arrives as a deep link (read as the fragment). */
  mobile?: boolean;
}

export interface OidcClient {
  /**
   * Loads the client settings and the provider's discovery document once; true when loaded.
   * After a failure the next call tries again (docs/product/tokens-and-sign-in.md#sign-in-flow: login retries initialisation).
   */
  ensureLoaded(): Promise<boolean>;
  isLoaded(): boolean;
  manager(): OidcManager | null;
  settings(): ClientSettings | null;
  redirectUri(): string | null;
  postLogoutRedirectUri(): string | null;
}

export function createOidcClient(deps: OidcClientDeps): OidcClient {
  let loaded: { manager: OidcManager; settings: ClientSettings } | null = null;
  let loading: Promise<boolean> | null = null;

  const load = async (): Promise<boolean> => {
    try {
      const settings = await deps.loadClientSettings();
      const manager = await deps.createManager(
        userManagerSettings(settings, deps.origin(), await deps.stores(), { mobile: deps.mobile ?? false }),
      );
      await manager.metadataService.getMetadata();
      loaded = { manager, settings };
      return true;
    } catch {
      return false;
    }
  };

  return {
    ensureLoaded() {
      if (loaded) return Promise.resolve(true);
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading;
    },
    isLoaded: () => loaded !== null,
    manager: () => loaded?.manager ?? null,
    settings: () => loaded?.settings ?? null,
    redirectUri: () => (loaded ? new URL(loaded.settings.redirectPath, deps.origin()).href : null),
    postLogoutRedirectUri: () =>
      loaded ? new URL(loaded.settings.postLogoutPath, deps.origin()).href : null,
  };
}

/** oidc-client-ts, loaded only when sign-in needs it so that the first page stays light. */
export const browserOidcDeps: Pick<OidcClientDeps, 'stores' | 'createManager'> = {
  stores: async () => {
    const { InMemoryWebStorage, WebStorageStateStore } = await import('oidc-client-ts');
    return {
      userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
      // Holds the PKCE verifier and state only (no tokens); must outlive the redirect.
      stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: 'atrium.oidc.' }),
    };
  },
  createManager: async (settings) => {
    const { UserManager } = await import('oidc-client-ts');
    return new UserManager(settings) as unknown as OidcManager;
  },
};
