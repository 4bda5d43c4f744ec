import type { IdpClient } from '@atrium/idp';
import { MOBILE_CLIENT_ID, MOBILE_REDIRECT_URI } from '@atrium/contract/identity';
import type { Config } from '../../config.ts';

/**
 * The mobile shell (apps/mobile) at the embedded provider: a native public client (RFC 8252) whose
 * answer comes back through the app link, code flow with PKCE (the provider requires it of every
 * client). Decision 035.
 */
export function embeddedMobileClient(): IdpClient {
  return {
    client_id: MOBILE_CLIENT_ID,
    client_name: 'Atrium',
    application_type: 'native',
    redirect_uris: [MOBILE_REDIRECT_URI],
  };
}

/**
 * The client whose sign-ins start a session on the refresh-token header rather than the cookie
 * (docs/decisions/045-mobile-refresh-token-header.md): the shell's client at the embedded
 * provider; none with an external provider, whose shells are not registered by this app.
 */
export function mobileClientId(config: Pick<Config, 'oidc'>): string | null {
  return config.oidc === null ? MOBILE_CLIENT_ID : null;
}
