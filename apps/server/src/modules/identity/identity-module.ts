import type { FastifyInstance } from 'fastify';
import { loadSigningKeys, type IdpDatabase } from '@atrium/idp';
import {
  chooseCompany,
  getClientSettings,
  getTokenId,
  logout,
  logoutEverywhere,
  refreshToken,
} from '@atrium/contract/identity-operations';
import type { Config } from '../../config.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import {
  POST_LOGOUT_PATH,
  REDIRECT_PATH,
  identityClientId,
  identityIssuer,
} from '../../platform/identity-provider/embedded-provider.ts';
import { registerOperation } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import { handleChooseCompany } from './choose-company.ts';
import { createProviderTokenVerifier, type ProviderTokenVerifier } from './provider-tokens.ts';
import { endSession, revokeAllSessions, rotateSession } from './sessions.ts';
import { signIn } from './sign-in.ts';
import { clearRefreshCookie } from './refresh-cookie.ts';

/** Per client address and minute; sign-in and token endpoints are what attackers hammer. */
const SIGN_IN_LIMIT = { max: 20, timeWindow: 60_000 };
const TOKEN_LIMIT = { max: 60, timeWindow: 60_000 };

/** Embedded: the provider's keys read in process; external: discovery and its JWKS over HTTPS. */
export function providerVerifierFor(platform: Platform): ProviderTokenVerifier {
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

/** Sign-in, refresh, logout and choosing a company (SPEC §4 token handling). */
export async function registerIdentityModule(app: FastifyInstance, platform: Platform): Promise<void> {
  const verifier = providerVerifierFor(platform);

  await app.register(async (scope) => {
    scope.addHook('onRequest', scope.rateLimit(SIGN_IN_LIMIT));
    registerOperation(scope, getTokenId, async ({ body, request, reply }) =>
      signIn(platform, verifier, request, reply, body?.idToken),
    );
    registerOperation(scope, chooseCompany, async ({ body, context, request, reply }) =>
      handleChooseCompany(platform, context, body.companyId, request, reply),
    );
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', scope.rateLimit(TOKEN_LIMIT));
    registerOperation(scope, refreshToken, async ({ request, reply }) => {
      const session = await rotateSession(platform, request, reply);
      return { token: session.token };
    });
    registerOperation(scope, logout, async ({ request, reply }) => {
      const { userId } = await endSession(platform, request, reply);
      if (userId) {
        await recordAudit(platform.database, {
          companyId: null,
          actorUserId: userId,
          action: 'auth.logout',
          requestId: request.id,
        });
      }
      return null;
    });
    registerOperation(scope, logoutEverywhere, async ({ context, request, reply }) => {
      const revoked = await revokeAllSessions(platform.database, context.userId);
      clearRefreshCookie(reply, platform.config);
      await recordAudit(platform.database, {
        companyId: null,
        actorUserId: context.userId,
        action: 'auth.logout_everywhere',
        details: { revoked },
        requestId: request.id,
      });
      return null;
    });
  });

  registerOperation(app, getClientSettings, async () => clientSettings(platform.config));
}
