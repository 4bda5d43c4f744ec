import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { operations } from '@atrium/contract/operations';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createAuditTrail } from './platform/audit/audit-trail.ts';
import { loadAccessTokenKey } from './platform/auth/access-token-key.ts';
import { createAccessTokens, type AccessTokens } from './platform/auth/access-token.ts';
import { registerApiDocs } from './platform/docs/api-docs.ts';
import { registerErrorHandler } from './platform/errors/error-handler.ts';
import { registerMetrics } from './platform/metrics/register-metrics.ts';
import { registerHealthRoute } from './platform/health/health-route.ts';
import { registerAbsenceFeedRoute } from './modules/absence/feed/feed-route.ts';
import { loggerOptions, type LogStream } from './platform/http/logger-options.ts';
import { REQUEST_ID_HEADER, requestIdFor } from './platform/http/request-id.ts';
import { registerCanonicalOrigin } from './platform/http/canonical-origin.ts';
import { databaseRateLimitStore } from './platform/http/database-rate-limit-store.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { refuseNulCharacters } from './platform/http/refuse-nul-characters.ts';
import { createMailer, defaultFromAddress, type Mailer } from './platform/mail/mailer.ts';
import { createServerPush } from './platform/push/server-push.ts';
import { createJobs } from './platform/jobs/create-jobs.ts';
import { createNotificationsPlatform } from './modules/notifications/notifications-platform.ts';
import { notificationsOperations } from './modules/notifications/operations.ts';
import { jobsOperations } from './modules/jobs/operations.ts';
import { pushOperations } from './modules/push/operations.ts';
import { apiTokenOperations } from './modules/api-tokens/operations.ts';
import { webhookOperations } from './modules/webhooks/operations.ts';
import { registerWebhookDelivery } from './modules/webhooks/deliver-webhook.ts';
import { withWebhookEvents } from './modules/webhooks/webhook-events-hook.ts';
import { createWebhookDispatch } from './modules/webhooks/webhook-dispatch.ts';
import { chatConnectorOperations } from './modules/chat-connectors/operations.ts';
import { registerChatDelivery } from './modules/chat-connectors/deliver-chat-message.ts';
import { withChatEvents } from './modules/chat-connectors/chat-events-hook.ts';
import { createChatDispatch } from './modules/chat-connectors/chat-dispatch.ts';
import { testingOperations } from './modules/testing/operations.ts';
import { registerTestJob } from './modules/testing/test-job.ts';
import type { ModuleOperations } from './platform/operations/module-operations.ts';
import { registerModuleOperations } from './platform/operations/register-module-operations.ts';
import { checkServedOperations } from './platform/operations/served-operations.ts';
import type { Platform } from './platform/platform.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { createDocumentConverter } from './platform/documents/create-document-converter.ts';
import { uploadsPlugin } from './platform/uploads/uploads-platform.ts';
import { DEFAULT_WEB_DIST_DIR, registerWebApp } from './platform/web/web-app.ts';
import { mailOutboxOperations } from './modules/mail-outbox/operations.ts';
import { translationsOperations } from './modules/translations/operations.ts';
import { companiesOperations } from './modules/companies/operations.ts';
import { accountOperations } from './modules/account/operations.ts';
import { identityOperations } from './modules/identity/operations.ts';
import { timeTrackingOperations } from './modules/time-tracking/operations.ts';
import { absenceOperations } from './modules/absence/operations.ts';
import { absenceRequestOperations } from './modules/absence/requests/operations.ts';
import { registerAbsenceJobs } from './modules/absence/requests/absence-jobs.ts';
import { companyImagesOperations } from './modules/company-images/operations.ts';
import { companyFilesOperations } from './modules/company-files/operations.ts';
import { peopleOperations } from './modules/people/operations.ts';
import { humanResourcesOperations } from './modules/human-resources/operations.ts';
import { memberImportOperations } from './modules/human-resources/import/operations.ts';
import { templatesOperations } from './modules/templates/operations.ts';
import { memberDocumentsOperations } from './modules/templates/member-documents-operations.ts';
import { queueAbsenceFiles, registerAbsenceFilesJob } from './modules/templates/absence-file-job.ts';
import { registerTemplateJobs } from './modules/templates/bulk-generation.ts';
import { registerHumanResourcesJobs } from './modules/human-resources/hr-jobs.ts';
import { organizationOperations } from './modules/organization/operations.ts';
import { companyProfileOperations } from './modules/company-profile/operations.ts';
import { supportOperations } from './modules/support/operations.ts';
import { mountEmbeddedProvider } from './platform/identity-provider/embedded-provider.ts';
import { publishedProviderTexts } from './modules/translations/provider-texts.ts';

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
  /** Tests: the longest Retry-After the embedded push service waits out in place (default 10 s). */
  pushMaxRetryWaitMs?: number;
}

/**
 * Each module's table from operationId to handler (`modules/<m>/operations.ts`), in no particular
 * order. Their union must be the contract's operation list (checked at start-up, and against the
 * contract by `platform/operations/served-operations.test.ts`).
 */
export const MODULE_OPERATIONS: readonly ModuleOperations[] = [
  notificationsOperations,
  jobsOperations,
  timeTrackingOperations,
  absenceOperations,
  absenceRequestOperations,
  companyProfileOperations,
  companyFilesOperations,
  companyImagesOperations,
  supportOperations,
  mailOutboxOperations,
  peopleOperations,
  humanResourcesOperations,
  memberImportOperations,
  templatesOperations,
  memberDocumentsOperations,
  translationsOperations,
  organizationOperations,
  companiesOperations,
  accountOperations,
  pushOperations,
  apiTokenOperations,
  webhookOperations,
  chatConnectorOperations,
  testingOperations,
  identityOperations,
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
      keepLinksReadable: config.devWebOrigin !== null && config.smtpUrl === null,
      log: app.log,
    });
  app.addHook('onClose', async () => {
    if (!options.mailer) await mail.close();
  });
  const storage = createStorage(config.storage);
  app.addHook('onClose', async () => {
    await storage.close();
  });
  const documents = await createDocumentConverter(config.pdf, app.log);
  const push = await createServerPush({
    config,
    database,
    log: app.log,
    ...(options.pushMaxRetryWaitMs === undefined ? {} : { maxRetryWaitMs: options.pushMaxRetryWaitMs }),
  });
  const jobs = createJobs(database, app.log);
  // Every notification event is also a company's webhook event (decision 089), and each leave
  // decision a message to the company's chat channels (decision 092).
  const notifications = withChatEvents(
    withWebhookEvents(
      createNotificationsPlatform({ config, database, jobs, mail, push, log: app.log }),
      app.log,
    ),
    app.log,
  );
  registerWebhookDelivery({ config, jobs, notifications });
  const webhookDispatch = createWebhookDispatch({ database, jobs, log: app.log });
  registerChatDelivery({ config, jobs, notifications });
  const chatDispatch = createChatDispatch({ database, jobs, log: app.log });
  // The testing screen's tracked job: it shows the progress bar and ends in a notification.
  registerTestJob(jobs);
  const absenceJobs = registerAbsenceJobs(jobs, database, notifications);
  registerAbsenceFilesJob({ jobs, storage, notifications, documents, log: app.log });
  const templateJobs = registerTemplateJobs({ jobs, storage, documents, database, log: app.log });
  const hrJobs = registerHumanResourcesJobs({
    database,
    storage,
    jobs,
    mail,
    config,
    notifications,
    log: app.log,
  });
  // Queue workers, schedules and the event listener run in a listening server; an app driven
  // only through inject (tests) starts them itself. Open event streams end before the server waits.
  app.addHook('onListen', async () => {
    await jobs.startWorkers();
    await notifications.start();
    await webhookDispatch.start();
    await chatDispatch.start();
    await absenceJobs.schedule();
    await hrJobs.schedule();
    await templateJobs.schedule();
  });
  app.addHook('preClose', async () => {
    await notifications.close();
    await webhookDispatch.close();
    await chatDispatch.close();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  // First, so that its request hooks time every route added below (decision 040).
  const metrics = registerMetrics(app, { database, jobs, metricsToken: config.metricsToken });
  const platform: Platform = {
    config,
    database,
    accessTokens,
    mail,
    audit: createAuditTrail(database),
    storage,
    documents,
    push,
    jobs,
    notifications,
    metrics,
    identityProvider: null,
    afterLeaveDecisions: queueAbsenceFiles,
  };
  app.decorate('platform', platform);
  app.decorateRequest('requestContext', null);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // No text field of any operation may carry U+0000 (PostgreSQL refuses it): 400 naming the field.
  app.addHook('preValidation', refuseNulCharacters);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await registerSecurityHeaders(app, config);
  // Pages opened under another name of this server go to PUBLIC_URL first (sign-in works there).
  registerCanonicalOrigin(app, config);
  // The refresh token travels in an HttpOnly cookie (modules/identity/sessions.ts).
  await app.register(cookie);
  // Off by default; an operation opts in with `config: { rateLimit: {...} }` (sign-in, tokens).
  // Counted in the database, so instances behind a balancer share each limit (decision 051).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database) });
  await registerApiDocs(app, config);

  await app.register(uploadsPlugin);

  registerHealthRoute(app, database);
  // The absence calendar feed: public, answered by the secret in its address (rate-limited).
  registerAbsenceFeedRoute(app, database);
  // Every route that serves a contract operation carries its operationId (operation-route.ts),
  // so the check also sees a route registered outside the tables; the HEAD twin Fastify adds to
  // each GET is the same operation.
  const served: string[] = [];
  app.addHook('onRoute', (route) => {
    const operationId = route.config?.operationId;
    if (operationId !== undefined && route.method !== 'HEAD') served.push(operationId);
  });
  for (const table of MODULE_OPERATIONS) registerModuleOperations(app, table);
  checkServedOperations(operations, served);

  // The embedded OpenID provider at /oidc when no external one is configured. Mounted before the
  // web app, whose not-found handler answers every path no route claims. (The push service,
  // created above, has no routes of its own: browsers reach it through the push operations.)
  if (config.oidc === null) {
    platform.identityProvider = await mountEmbeddedProvider(app, {
      config,
      database,
      mail,
      texts: publishedProviderTexts(database),
    });
  }

  await registerWebApp(app, options.webDistDir ?? DEFAULT_WEB_DIST_DIR);
  return app;
}

/** Fastify's types lack the hop-count form; as a function it means the same: trust n hops. */
function trustProxyOption(value: Config['trustProxy']) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}
