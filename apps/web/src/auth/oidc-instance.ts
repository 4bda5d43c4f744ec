import { getClientSettings } from '@atrium/contract/addresses';
import { bareCall, isMobileShell, origin } from './api-transport.ts';
import { browserOidcDeps, createOidcClient } from './oidc-client.ts';

/** This page's OpenID Connect client: the provider's settings come from the API (oidc-client.ts). */
export const oidc = createOidcClient({
  loadClientSettings: () => bareCall(getClientSettings),
  origin,
  ...browserOidcDeps,
  mobile: isMobileShell(),
});
