import { InMemoryWebStorage, OidcClient, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { userManagerSettings, type ClientSettings } from './oidc-settings.ts';

const client: ClientSettings = {
  issuer: 'https://app.example/oidc',
  clientId: 'atrium-web',
  scope: 'openid profile email offline_access api',
  redirectPath: '/authentication/login',
  postLogoutPath: '/login',
  resource: 'urn:atrium:api',
};

const metadata = {
  issuer: client.issuer,
  authorization_endpoint: `${client.issuer}/auth`,
  token_endpoint: `${client.issuer}/token`,
  end_session_endpoint: `${client.issuer}/session/end`,
  jwks_uri: `${client.issuer}/jwks`,
};

function stores() {
  return {
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: 'atrium.oidc.' }),
  };
}

afterEach(() => sessionStorage.clear());

describe('userManagerSettings', () => {
  it('maps the client settings and docs/product/limits-and-formats.md#openid-client defaults', () => {
    const settings = userManagerSettings(client, 'https://app.example', stores());
    expect(settings).toMatchObject({
      authority: 'https://app.example/oidc',
      client_id: 'atrium-web',
      redirect_uri: 'https://app.example/authentication/login',
      post_logout_redirect_uri: 'https://app.example/login',
      response_type: 'code',
      scope: client.scope,
      resource: 'urn:atrium:api',
      silentRequestTimeoutInSeconds: 20,
      checkSessionIntervalInSeconds: 3,
      popupWindowFeatures: { width: 500, height: 470 },
    });
  });

  it('falls back to the default scope and leaves out an empty resource', () => {
    const settings = userManagerSettings(
      { ...client, scope: ' ', resource: null },
      'https://app.example',
      stores(),
    );
    expect(settings.scope).toBe('openid profile');
    expect('resource' in settings).toBe(false);
  });

  it('produces a PKCE S256 code request with the resource, its state kept in sessionStorage only', async () => {
    const oidc = new OidcClient({
      ...userManagerSettings(client, 'https://app.example', stores()),
      metadata,
    });
    const request = await oidc.createSigninRequest({});
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe(metadata.authorization_endpoint);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('resource')).toBe('urn:atrium:api');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.example/authentication/login');
    const state = url.searchParams.get('state') ?? '';
    expect(sessionStorage.getItem(`atrium.oidc.${state}`)).toContain('code_verifier');
    expect(localStorage.length).toBe(0);
  });

  it('produces a logout request with client_id and the post-logout address', async () => {
    const oidc = new OidcClient({
      ...userManagerSettings(client, 'https://app.example', stores()),
      metadata,
    });
    const request = await oidc.createSignoutRequest({
      client_id: client.clientId,
      post_logout_redirect_uri: 'https://app.example/login',
    });
    const url = new URL(request.url);
    expect(url.searchParams.get('client_id')).toBe('atrium-web');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('https://app.example/login');
  });
});
