import { loadSigningKeys, revokeAccountSessions, type IdpDatabase } from '@atrium/idp';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { users } from '../../db/schema/index.ts';
import {
  POST_LOGOUT_PATH,
  REDIRECT_PATH,
  identityClientId,
  identityIssuer,
} from '../../platform/identity-provider/embedded-provider.ts';
import type { Platform } from '../../platform/platform.ts';
import { createProviderTokenVerifier, type ProviderTokenVerifier } from './provider-tokens.ts';

/** Embedded: the provider's keys read in process; external: discovery and its JWKS over HTTPS. */
export function providerVerifierFor(platform: Platform): ProviderTokenVerifier {
  let verifier = verifiers.get(platform);
  if (!verifier) {
    verifier = makeProviderVerifier(platform);
    verifiers.set(platform, verifier);
  }
  return verifier;
}

/** One verifier per app: it caches the provider's keys (or its discovery document). */
const verifiers = new WeakMap<Platform, ProviderTokenVerifier>();

function makeProviderVerifier(platform: Platform): ProviderTokenVerifier {
  const { config, database } = platform;
  return createProviderTokenVerifier({
    issuer: identityIssuer(config),
    audience: config.oidcAudience,
    clientId: identityClientId(config),
    keys: config.oidc
      ? { kind: 'remote' }
      : { kind: 'local', loadKeys: () => loadSigningKeys(database.owner as unknown as IdpDatabase) },
  });
}

/** Ends the embedded provider's sessions of a person it knows; nothing with an external provider. */
export async function revokeProviderSessions(platform: Platform, userId: string): Promise<void> {
  if (platform.config.oidc !== null) return;
  const [person] = await platform.database.withTenant({ companyId: null, userId }, (tx) =>
    tx.select({ subject: users.subject }).from(users).where(eq(users.id, userId)),
  );
  if (person) await revokeAccountSessions(platform.database.owner as unknown as IdpDatabase, person.subject);
}

export function clientSettings(config: Config) {
  return {
    issuer: identityIssuer(config),
    clientId: identityClientId(config),
    scope: 'openid profile email phone',
    redirectPath: REDIRECT_PATH,
    postLogoutPath: POST_LOGOUT_PATH,
    resource: config.oidcAudience,
  };
}
