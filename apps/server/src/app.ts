import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { loadAccessTokenKey } from './platform/auth/access-token-key.ts';
import { createAccessTokens, type AccessTokens } from './platform/auth/access-token.ts';
import { registerApiDocs } from './platform/docs/api-docs.ts';
import { registerErrorHandler } from './platform/errors/error-handler.ts';
import { registerHealthRoute } from './platform/health/health-route.ts';
import { loggerOptions, type LogStream } from './platform/http/logger-options.ts';
import { REQUEST_ID_HEADER, requestIdFor } from './platform/http/request-id.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { createMailer, defaultFromAddress, type Mailer } from './platform/mail/mailer.ts';
import type { Platform } from './platform/platform.ts';
import { DEFAULT_WEB_DIST_DIR, registerWebApp } from './platform/web/web-app.ts';
import { registerMailOutboxModule } from './modules/mail-outbox/mail-outbox-module.ts';
import { registerTranslationsModule } from './modules/translations/translations-module.ts';
import { registerCompaniesModule } from './modules/companies/companies-module.ts';
import { registerAccountModule } from './modules/account/account-module.ts';
import { registerIdentityModule } from './modules/identity/identity-module.ts';
import { registerTimeTrackingModule } from './modules/time-tracking/time-tracking-module.ts';
import { registerCompanyImagesModule } from './modules/company-images/company-images-module.ts';
import { registerCompanyFilesModule } from './modules/company-files/company-files-module.ts';
import { registerPeopleModule } from './modules/people/people-module.ts';
import { registerOrganizationModule } from './modules/organization/organization-module.ts';
import { registerCompanyProfileModule } from './modules/company-profile/company-profile-module.ts';
import { registerSupportModule } from './modules/support/support-module.ts';
import { mountEmbeddedProvider } from './platform/identity-provider/embedded-provider.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Where log lines go (default stdout); the level comes from config.logLevel. */
  logger?: { stream?: LogStream };
  /** Built web app folder; tests point it at a temporary one. */
  webDistDir?: string;
  /** Token signer/verifier; by default made from config (key from env or DATA_DIR). */
  accessTokens?: AccessTokens;
  /** Outgoing mail; by default SMTP (SMTP_URL) or the database outbox. */
  mailer?: Mailer;
}

/** A module plugs its operations in through one function of this shape. */
type RegisterModule = (app: FastifyInstance, deps: Platform) => Promise<void>;

/** Product modules, in no particular order: each registers its own operations. */
const MODULES: readonly RegisterModule[] = [
  registerTranslationsModule,
  registerCompaniesModule,
  registerAccountModule,
  registerIdentityModule,
  registerTimeTrackingModule,
  registerCompanyImagesModule,
  registerCompanyFilesModule,
  registerPeopleModule,
  registerOrganizationModule,
  registerCompanyProfileModule,
  registerSupportModule,
  registerMailOutboxModule,
];

/**
 * Assembles the HTTP application without listening, so tests drive it with `app.inject` and
 * main.ts adds only the process concerns (listen, signals).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logger?.stream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: false,
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // Stop a slow client from holding a connection with a half-sent request forever.
    requestTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const accessTokens =
    options.accessTokens ??
    createAccessTokens({
      key: await loadAccessTokenKey({
        privateKeyPem: config.accessTokenPrivateKey,
        dataDir: config.dataDir,
      }),
      issuer: config.publicUrl,
      ttlSeconds: config.accessTokenTtlSeconds,
    });
  const mail =
    options.mailer ??
    createMailer({
      database,
      smtpUrl: config.smtpUrl,
      from: defaultFromAddress(config.publicUrl),
      logMessages: config.nodeEnv === 'development',
      log: app.log,
    });
  app.addHook('onClose', async () => {
    if (!options.mailer) await mail.close();
  });
  const platform: Platform = { config, database, accessTokens, mail, identityProvider: null };
  app.decorate('platform', platform);
  app.decorateRequest('requestContext', null);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await registerSecurityHeaders(app, config);
  // The refresh token travels in an HttpOnly cookie (modules/identity/sessions.ts).
  await app.register(cookie);
  // Off by default; an operation opts in with `config: { rateLimit: {...} }` (sign-in, tokens).
  await app.register(rateLimit, { global: false });
  await registerApiDocs(app, config);

  registerHealthRoute(app, database);
  for (const registerModule of MODULES) {
    await registerModule(app, platform);
  }

  // The embedded OpenID provider at /oidc when no external one is configured; later the push
  // service when config.pushServiceUrl is null. Mounted before the web app, whose not-found
  // handler answers every path no route claims.
  if (config.oidc === null) {
    platform.identityProvider = await mountEmbeddedProvider(app, { config, database, mail });
  }

  await registerWebApp(app, options.webDistDir ?? DEFAULT_WEB_DIST_DIR);
  return app;
}

/** Fastify's types lack the hop-count form; as a function it means the same: trust n hops. */
function trustProxyOption(value: Config['trustProxy']) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}
