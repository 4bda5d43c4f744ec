import type { IdentityProvider } from '@atrium/idp';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { AccessTokens } from './auth/access-token.ts';
import type { RequestContext } from './auth/request-context.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every module may use; `app.platform` once buildApp has assembled it. */
export interface Platform {
  config: Config;
  database: Database;
  accessTokens: AccessTokens;
  /** Outgoing mail: SMTP when SMTP_URL is set, otherwise the database outbox. */
  mail: Mailer;
  /** The embedded OpenID provider mounted at /oidc; null with an external one (OIDC_ISSUER). */
  identityProvider: IdentityProvider | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
  interface FastifyRequest {
    /** Set by the access gate of an operation route; null elsewhere. */
    requestContext: RequestContext | null;
  }
}
