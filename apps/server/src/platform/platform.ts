import type { IdentityProvider } from '@atrium/idp';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { AuditTrail } from './audit/audit-trail.ts';
import type { DocumentConverter } from './documents/document-converter.ts';
import type { AccessTokens } from './auth/access-token.ts';
import type { RequestContext } from './auth/request-context.ts';
import type { NotificationsPlatform } from '../modules/notifications/notifications-platform.ts';
import type { AfterLeaveDecisions } from '../modules/absence/requests/decide-leave-requests.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { ServerPush } from './push/server-push.ts';
import type { StorageDriver } from './storage/storage-driver.ts';

/**
 * What every module may use: the `deps` of each handler, and `app.platform` once buildApp has
 * assembled it. The one place platform services are listed; a new service is added here and
 * created in app.ts.
 */
export interface Platform {
  config: Config;
  database: Database;
  accessTokens: AccessTokens;
  /** Outgoing mail: SMTP when SMTP_URL is set, otherwise the database outbox. */
  mail: Mailer;
  /** The audit log: `audit.record(context, { action, target, details })`. */
  audit: AuditTrail;
  /** File bytes: local disk under DATA_DIR/files or the S3 bucket (STORAGE_DRIVER). */
  storage: StorageDriver;
  /** DOCX to PDF: LibreOffice headless with TEMPLATES_PDF=libreoffice, otherwise DOCX only. */
  documents: DocumentConverter;
  /** Web push to people's devices: the push service in this process, or PUSH_SERVICE_URL's. */
  push: ServerPush;
  /** Background jobs (pg-boss queues in the app's database; decision 028). */
  jobs: Jobs;
  /** `notifications.emit(tx, event)` in the transaction of the change it reports (decision 029). */
  notifications: NotificationsPlatform;
  /** Prometheus metrics at /metrics; `metrics.registerGauge(...)` adds a gauge read at scrape time. */
  metrics: Metrics;
  /** The embedded OpenID provider mounted at /oidc; null with an external one (OIDC_ISSUER). */
  identityProvider: IdentityProvider | null;
  /**
   * Runs once decisions on leave requests have committed: the templates module queues the
   * documents of its absence file rules (docs/product/templates.md#absence-file-generation-rules).
   * Handed in by app.ts, since templates reads absence's requests and absence imports nothing of
   * templates.
   */
  afterLeaveDecisions: AfterLeaveDecisions;
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
