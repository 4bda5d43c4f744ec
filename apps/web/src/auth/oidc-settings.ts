import { IDENTITY_CLIENT_DEFAULTS } from '@atrium/contract/identity';
import type { StateStore, UserManagerSettings } from 'oidc-client-ts';

/** What `openid_GetClientSettings` tells the web about the identity provider. */
export interface ClientSettings {
  issuer: string;
  clientId: string;
  scope: string;
  redirectPath: string;
  postLogoutPath: string;
  resource?: string | null;
}

export interface OidcStores {
  /** Where the signed-in provider user (its tokens) is kept: memory only. */
  userStore: StateStore;
  /** Where the PKCE verifier and state wait for the redirect back: survives the redirect. */
  stateStore: StateStore;
}

/**
 * The UserManager settings of docs/product/tokens-and-sign-in.md#sign-in-flow, docs/product/limits-and-formats.md#openid-client for these client settings: code flow with PKCE, the
 * redirect and post-logout addresses on this app's origin, the resource indicator, docs/product/limits-and-formats.md#openid-client
 * client defaults. The app keeps its own session through its refresh cookie, so the provider's
 * tokens are not renewed silently and are not kept beyond the page.
 */
export function userManagerSettings(
  settings: ClientSettings,
  origin: string,
  stores: OidcStores,
  options: { mobile?: boolean } = {},
): UserManagerSettings {
  const defaults = IDENTITY_CLIENT_DEFAULTS;
  return {
    authority: settings.issuer,
    client_id: settings.clientId,
    redirect_uri: new URL(settings.redirectPath, origin).href,
    post_logout_redirect_uri: new URL(settings.postLogoutPath, origin).href,
    response_type: 'code',
    scope: settings.scope.trim() || defaults.scope,
    ...(settings.resource ? { resource: settings.resource } : {}),
    userStore: stores.userStore,
    stateStore: stores.stateStore,
    silentRequestTimeoutInSeconds: defaults.silentRefreshTimeoutMs / 1000,
    checkSessionIntervalInSeconds: defaults.sessionCheckIntervalMs / 1000,
    popupWindowFeatures: { ...defaults.popup },
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    // The mobile build receives the answer as a deep link and reads it as the fragment (docs/product/tokens-and-sign-in.md#mobile-deep-links).
    ...(options.mobile ? { response_mode: 'fragment' as const } : {}),
  };
}
