import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createIdentityProvider,
  migrateIdp,
  type IdentityProvider,
  type IdpClient,
  type IdpDatabase,
  type TextSource,
} from '@atrium/idp';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Config } from '../../config.ts';
import { withMigrationLock } from '../../db/migrate.ts';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { revokeSessionsOfEmbeddedAccount } from '../auth/revoke-sessions.ts';
import { embeddedMobileClient } from './mobile-client.ts';

/** Where the embedded provider lives under PUBLIC_URL (decision 014). */
const EMBEDDED_PROVIDER_PATH = '/oidc';
/** The web app's client at the embedded provider (a public client: code flow with PKCE). */
const EMBEDDED_CLIENT_ID = 'atrium-web';
export const REDIRECT_PATH = '/authentication/login';
export const POST_LOGOUT_PATH = '/login';

/** Issuer URL of the provider in use (what its tokens carry); people are keyed by accountIssuer (account-issuer.ts). */
export function identityIssuer(config: Config): string {
  return config.oidc?.issuer ?? `${config.publicUrl}${EMBEDDED_PROVIDER_PATH}`;
}

/** Client id of the web app at whichever provider is in use. */
export function identityClientId(config: Config): string {
  return config.oidc?.clientId ?? EMBEDDED_CLIENT_ID;
}

/**
 * The web app's redirect URIs: PUBLIC_URL only, plus the Vite dev server's origin when `npm run
 * dev` says so explicitly (DEV_WEB_ORIGIN) — never because NODE_ENV happens to be unset.
 */
export function embeddedClients(config: Config): IdpClient[] {
  const origins = [config.publicUrl, ...(config.devWebOrigin ? [config.devWebOrigin] : [])];
  return [
    {
      client_id: EMBEDDED_CLIENT_ID,
      client_name: 'Atrium',
      redirect_uris: origins.map((origin) => `${origin}${REDIRECT_PATH}`),
      post_logout_redirect_uris: origins.map((origin) => `${origin}${POST_LOGOUT_PATH}`),
    },
    embeddedMobileClient(),
  ];
}

/**
 * Creates the embedded provider on the server's own database (its tables live in schema `idp`,
 * migrated here) and serves it at /oidc. The provider reads its request bodies itself, so the
 * scope has no body parsing and the reply is handed over to its Node callback.
 */
export async function mountEmbeddedProvider(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: Database;
    mail: Mailer;
    /** The latest published texts of a language (the translations module); unset: bundled texts. */
    texts?: TextSource;
  },
): Promise<IdentityProvider> {
  const { config, database, mail } = deps;
  const db = database.owner as unknown as IdpDatabase;
  // The provider counts sign-in failures per client address: the one Fastify's request.ip
  // computed under TRUST_PROXY (hop counts and CIDR lists included), never a forgeable header.
  const clientAddresses = new WeakMap<IncomingMessage, string>();
  // Under the server's migration lock, so instances starting together take turns here too.
  await withMigrationLock(database, (session) => migrateIdp(session as unknown as IdpDatabase));
  const idp = await createIdentityProvider({
    db,
    issuer: identityIssuer(config),
    clients: embeddedClients(config),
    // Without SMTP_URL nothing reaches a mailbox: the forgot-password page says so
    // (docs/product/accounts-and-companies.md#accounts).
    mail: { send: (message) => mail.send(message), delivers: mail.driver === 'smtp' },
    resourceAudience: config.oidcAudience,
    trustProxy: config.trustProxy,
    clientAddress: (req) => clientAddresses.get(req) ?? req.socket.remoteAddress ?? 'unknown',
    // A password reset ended the provider's sessions of the account: end the API's too.
    onSessionsRevoked: async (accountId) => {
      await revokeSessionsOfEmbeddedAccount(database, accountId);
    },
    ...(deps.texts ? { texts: deps.texts } : {}),
    // Its e-mails speak the language the person chose in the application (their subject here).
    accountLocale: async (accountId) => {
      const [person] = await database.withTenant({ companyId: null, userId: null }, (tx) =>
        tx.select({ language: users.language }).from(users).where(eq(users.subject, accountId)).limit(1),
      );
      return person?.language;
    },
    logger: {
      info: (message) => app.log.info({ component: 'idp' }, message),
      error: (message, error) => app.log.error({ component: 'idp', err: error }, message),
    },
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      clientAddresses.set(request.raw, request.ip);
      reply.hijack();
      // Helmet already put the app's headers on the raw response; the provider's pages replace
      // Content-Security-Policy with their own (own stylesheet, forms posting to the clients).
      idp.callback(request.raw, reply.raw);
    };
    // Rate limits of sign-in live inside the provider (per account and address, in the database).
    scope.all(EMBEDDED_PROVIDER_PATH, { schema: { hide: true } }, handler);
    scope.all(`${EMBEDDED_PROVIDER_PATH}/*`, { schema: { hide: true } }, handler);
  });
  app.addHook('onClose', async () => {
    await idp.close();
  });
  return idp;
}
