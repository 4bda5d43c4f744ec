import path from 'node:path';
import { z } from 'zod';
import {
  BOOLEAN_WORDS,
  booleanText,
  defaultVapidSubject,
  httpUrl,
  integerText,
  isLoopbackHostName,
  listenHost,
  optionalString,
  parseTrustProxy,
  postgresUrl,
  signingKeyPem,
  withProtocol,
} from './config-values.ts';
import type { PdfConfig } from './platform/documents/create-document-converter.ts';

/*
 * The one place that reads the environment. Every variable, its default and meaning
 * (the README table is written from this list; defaults give the embedded, zero-set-up mode):
 *
 * | variable                  | default                     | meaning |
 * |---------------------------|-----------------------------|---------|
 * | PORT                      | 3000                        | TCP port the server listens on |
 * | HOST                      | 0.0.0.0                     | interface to bind |
 * | PUBLIC_URL                | http://localhost:$PORT      | external origin users reach; token issuer, OIDC redirects, HSTS when https |
 * | DATA_DIR                  | ./data                      | embedded database, local files and generated keys |
 * | DATABASE_URL              | (unset: embedded PGlite)    | postgres://… switches to a PostgreSQL server |
 * | NODE_ENV                  | development                 | development, production or test |
 * | SEED_DEMO                 | (unset: seed an empty db)   | true/false forces or prevents the demo data |
 * | LOG_LEVEL                 | info                        | fatal, error, warn, info, debug, trace or silent |
 * | BODY_LIMIT_BYTES          | 1048576 (1 MiB)             | largest JSON request body; larger answers 413 |
 * | OIDC_ISSUER               | (unset: embedded provider)  | external OpenID provider issuer URL; set with OIDC_CLIENT_ID |
 * | OIDC_CLIENT_ID            | (unset: embedded provider)  | client id of this app at the external provider |
 * | OIDC_AUDIENCE             | urn:atrium:api              | audience (resource indicator) the API requires in the provider's access tokens; the embedded provider issues it |
 * | ACCESS_TOKEN_TTL_SECONDS  | 300 (at most 300)           | lifetime of the API's own access token |
 * | ACCESS_TOKEN_PRIVATE_KEY  | (unset: generated in DATA_DIR/keys) | PKCS#8 PEM of the P-256 key that signs access tokens; set the same on every instance when running several |
 * | REFRESH_TOKEN_TTL_DAYS    | 14                          | lifetime of a refresh token family (1–90) |
 * | TRUST_PROXY               | false                       | true, a hop count, or comma-separated proxy addresses/CIDRs |
 * | SIGN_IN_RATE_LIMIT        | 20 (1–10000)                | API sign-ins and company choices per client address a minute; raise it for an office whose people all reach the server from one address |
 * | TOKEN_RATE_LIMIT          | 60 (1–10000)                | API token refreshes and sign-outs per client address a minute; raise it with SIGN_IN_RATE_LIMIT |
 * | PUSH_SERVICE_URL          | (unset: embedded service)   | URL of a separately running push service (apps/push) |
 * | PUSH_SERVICE_SECRET       | (required with PUSH_SERVICE_URL) | shared secret, at least 32 characters, the API sends to the separate push service; set the same there |
 * | VAPID_PUBLIC_KEY          | (unset: generated in DATA_DIR/keys) | base64url VAPID public key of the embedded push service; set with VAPID_PRIVATE_KEY, the same on every instance |
 * | VAPID_PRIVATE_KEY         | (unset: generated in DATA_DIR/keys) | base64url VAPID private key of the embedded push service |
 * | VAPID_SUBJECT             | mailto:SUPPORT_EMAIL, else PUBLIC_URL when https, else mailto:push@localhost | contact (mailto: or https:) the browsers' push services may use |
 * | PUSH_ALLOW_LOOPBACK_ENDPOINTS | false                   | tests and development only: accept push endpoints on this machine; refused with NODE_ENV=production |
 * | WEBHOOKS_ALLOW_LOOPBACK_ENDPOINTS | false               | tests and development only: accept webhook endpoints and chat connector addresses on this machine; refused with NODE_ENV=production |
 * | SMTP_URL                  | (unset: database outbox)    | smtp:// or smtps:// URL for outgoing mail; unset, mail is not delivered (a warning says so) and the outbox a SUPERADMIN reads shows it with its links withheld |
 * | DEV_WEB_ORIGIN            | (unset: none)               | set by `npm run dev` only: the Vite dev server's origin, trusted as a sign-in redirect and request Origin; the outbox then keeps mail links readable for the local developer. Never set in production |
 * | SUPPORT_EMAIL             | (unset)                     | address shown on the contact-support screen |
 * | FLAG_IMAGE_BASE_URL       | /flags/                     | base of the country flag images (`<base><iso>.svg`, lower case); the default serves the images bundled with the web app, so nothing calls outside |
 * | METRICS_TOKEN             | (unset: loopback only)      | bearer token, at least 32 characters, that Prometheus sends to GET /metrics; unset, /metrics answers only direct connections from this machine (decision 040). Required with NODE_ENV=production unless HOST is loopback: the server refuses to start without it |
 * | STORAGE_DRIVER            | local                       | local (DATA_DIR/files) or s3 |
 * | S3_BUCKET                 | (required for s3)           | bucket name |
 * | S3_REGION                 | us-east-1                   | region |
 * | S3_ENDPOINT               | (unset: AWS)                | endpoint of an S3-compatible store (MinIO, …) |
 * | S3_ACCESS_KEY_ID          | (unset: default chain)      | access key; set with S3_SECRET_ACCESS_KEY |
 * | S3_SECRET_ACCESS_KEY      | (unset: default chain)      | secret key |
 * | S3_FORCE_PATH_STYLE       | false                       | path-style bucket addressing (MinIO needs true) |
 * | TEMPLATES_PDF             | off                         | off, or libreoffice: generated documents may also be PDF, converted by LibreOffice headless (decision 076); when LibreOffice does not answer at start, PDF stays off and the log says why |
 * | TEMPLATES_SOFFICE_PATH    | soffice                     | the LibreOffice program (on the PATH, or a full path) |
 * | TEMPLATES_PDF_TIMEOUT_SECONDS | 30 (5–600)              | a conversion still running after this is killed with everything it started, and that document fails |
 * | TEMPLATES_PDF_CONCURRENCY | 1 (1–16)                    | conversions at a time per instance (each takes a few hundred MiB) |
 */

const MAX_ACCESS_TOKEN_TTL_SECONDS = 300;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: optionalString.pipe(integerText(1, 65535).optional()),
  HOST: optionalString.pipe(listenHost.optional()),
  PUBLIC_URL: optionalString.pipe(httpUrl.optional()),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString.pipe(postgresUrl.optional()),
  NODE_ENV: optionalString.pipe(z.enum(['development', 'production', 'test']).optional()),
  SEED_DEMO: optionalString.pipe(booleanText.optional()),
  LOG_LEVEL: optionalString.pipe(z.enum(LOG_LEVELS).optional()),
  BODY_LIMIT_BYTES: optionalString.pipe(integerText(1024, 1024 * 1024 * 1024).optional()),
  OIDC_ISSUER: optionalString.pipe(httpUrl.optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_AUDIENCE: optionalString,
  ACCESS_TOKEN_TTL_SECONDS: optionalString.pipe(integerText(1, MAX_ACCESS_TOKEN_TTL_SECONDS).optional()),
  ACCESS_TOKEN_PRIVATE_KEY: optionalString.pipe(signingKeyPem.optional()),
  REFRESH_TOKEN_TTL_DAYS: optionalString.pipe(integerText(1, 90).optional()),
  TRUST_PROXY: optionalString,
  SIGN_IN_RATE_LIMIT: optionalString.pipe(integerText(1, 10_000).optional()),
  TOKEN_RATE_LIMIT: optionalString.pipe(integerText(1, 10_000).optional()),
  PUSH_SERVICE_URL: optionalString.pipe(httpUrl.optional()),
  PUSH_SERVICE_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  VAPID_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalString.pipe(withProtocol(['mailto:', 'https:']).optional()),
  PUSH_ALLOW_LOOPBACK_ENDPOINTS: optionalString.pipe(booleanText.optional()),
  WEBHOOKS_ALLOW_LOOPBACK_ENDPOINTS: optionalString.pipe(booleanText.optional()),
  SMTP_URL: optionalString.pipe(withProtocol(['smtp:', 'smtps:']).optional()),
  DEV_WEB_ORIGIN: optionalString.pipe(
    httpUrl
      .refine((text) => new URL(text).origin === text.replace(/\/+$/, ''), {
        message: 'must be an origin only',
      })
      .optional(),
  ),
  SUPPORT_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
  FLAG_IMAGE_BASE_URL: optionalString,
  METRICS_TOKEN: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  STORAGE_DRIVER: optionalString.pipe(z.enum(['local', 's3']).optional()),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(httpUrl.optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalString.pipe(booleanText.optional()),
  TEMPLATES_PDF: optionalString.pipe(z.enum(['off', 'libreoffice']).optional()),
  TEMPLATES_SOFFICE_PATH: optionalString,
  TEMPLATES_PDF_TIMEOUT_SECONDS: optionalString.pipe(integerText(5, 600).optional()),
  TEMPLATES_PDF_CONCURRENCY: optionalString.pipe(integerText(1, 16).optional()),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export type StorageConfig =
  | { driver: 'local'; directory: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | null;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
    };

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Origin without a trailing slash. */
  publicUrl: string;
  /** Absolute path. */
  dataDir: string;
  /** null → embedded PGlite under dataDir. */
  databaseUrl: string | null;
  /** null → seed only when the database is empty (see shouldSeedDemo). */
  seedDemo: boolean | null;
  logLevel: LogLevel;
  bodyLimitBytes: number;
  /** null → the embedded provider mounted at /oidc. */
  oidc: { issuer: string; clientId: string } | null;
  /** `aud` the provider's access tokens must carry (embedded and external alike). */
  oidcAudience: string;
  accessTokenTtlSeconds: number;
  /** null → a key generated once and kept in dataDir/keys. */
  accessTokenPrivateKey: string | null;
  refreshTokenTtlDays: number;
  /** Fastify's trustProxy option. */
  trustProxy: boolean | number | string[];
  /** Requests per client address a minute for the API's sign-in and token operations. */
  rateLimits: { signInPerMinute: number; tokenPerMinute: number };
  /** null → the push service runs inside this process. */
  pushServiceUrl: string | null;
  /** The push service's secret, VAPID keys and endpoint policy (platform/push, apps/push). */
  push: PushConfig;
  /** Tests and development only: webhook endpoints on loopback (a local receiver stand-in). */
  webhooksAllowLoopbackEndpoints: boolean;
  smtpUrl: string | null;
  /** Only `npm run dev` sets it (docs/decisions/020); null everywhere else. */
  devWebOrigin: string | null;
  supportEmail: string | null;
  /** Base of the country flag images, ending in '/'. */
  flagImageBaseUrl: string;
  /** Bearer token for GET /metrics; null: loopback scrapes only (platform/metrics). */
  metricsToken: string | null;
  storage: StorageConfig;
  /** PDF output of generated documents (platform/documents). */
  pdf: PdfConfig;
}

interface PushConfig {
  /** Bearer secret for PUSH_SERVICE_URL; null in the embedded mode. */
  serviceSecret: string | null;
  /** null → a pair generated once and kept in dataDir/keys/vapid.json. */
  vapidPublicKey: string | null;
  vapidPrivateKey: string | null;
  vapidSubject: string;
  /** Tests and development only: push endpoints on loopback (a local push service stand-in). */
  allowLoopbackEndpoints: boolean;
}

export interface ConfigProblem {
  variable: string;
  message: string;
}

/** Thrown by loadConfig; names every bad variable at once so one restart fixes them all. */
export class ConfigError extends Error {
  readonly problems: readonly ConfigProblem[];

  constructor(problems: readonly ConfigProblem[]) {
    super(
      'Invalid configuration:\n' +
        problems.map((problem) => `  - ${problem.variable}: ${problem.message}`).join('\n'),
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

/**
 * What a production start must meet beyond loadConfig's rules; main.ts applies it before opening
 * anything, so the server refuses to start. (Tests and benchmarks that build an app in process
 * with NODE_ENV=production never listen, so loadConfig alone does not ask it of them.)
 *
 * Without METRICS_TOKEN, /metrics trusts that a scrape without forwarding headers came straight
 * from this machine; a reverse proxy that adds none would hand it to anyone. So production
 * reachable from beyond this machine needs the token (docs/operations.md, production shape).
 */
export function refuseUnsafeProductionStart(config: Config): void {
  if (config.nodeEnv !== 'production') return;
  if (config.metricsToken === null && !isLoopbackHostName(config.host)) {
    throw new ConfigError([
      {
        variable: 'METRICS_TOKEN',
        message:
          'is required in production when HOST is not loopback: without it, /metrics relies on proxies adding forwarding headers',
      },
    ]);
  }
}

/**
 * Validates the environment. `cwd` resolves a relative DATA_DIR. Values are never echoed in
 * problems, because some of them are secrets.
 */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  const problems: ConfigProblem[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({ variable: String(issue.path[0] ?? '(environment)'), message: issue.message });
    }
  }
  // Cross-variable rules look at the raw text, so they are reported together with type errors.
  const present = (name: string): boolean => (env[name] ?? '').trim() !== '';
  if (present('OIDC_ISSUER') !== present('OIDC_CLIENT_ID')) {
    problems.push({
      variable: present('OIDC_ISSUER') ? 'OIDC_CLIENT_ID' : 'OIDC_ISSUER',
      message: 'OIDC_ISSUER and OIDC_CLIENT_ID are set together (both unset: embedded provider)',
    });
  }
  if (env.STORAGE_DRIVER?.trim() === 's3' && !present('S3_BUCKET')) {
    problems.push({ variable: 'S3_BUCKET', message: 'is required when STORAGE_DRIVER=s3' });
  }
  if (present('S3_ACCESS_KEY_ID') !== present('S3_SECRET_ACCESS_KEY')) {
    problems.push({
      variable: present('S3_ACCESS_KEY_ID') ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
    });
  }
  if (present('PUSH_SERVICE_URL') && !present('PUSH_SERVICE_SECRET')) {
    problems.push({ variable: 'PUSH_SERVICE_SECRET', message: 'is required when PUSH_SERVICE_URL is set' });
  }
  if (present('VAPID_PUBLIC_KEY') !== present('VAPID_PRIVATE_KEY')) {
    problems.push({
      variable: present('VAPID_PUBLIC_KEY') ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY',
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
    });
  }
  if (
    env.NODE_ENV?.trim() === 'production' &&
    BOOLEAN_WORDS[env.PUSH_ALLOW_LOOPBACK_ENDPOINTS?.trim().toLowerCase() ?? '']
  ) {
    problems.push({
      variable: 'PUSH_ALLOW_LOOPBACK_ENDPOINTS',
      message: 'is for tests and development; production never sends to this machine',
    });
  }
  if (
    env.NODE_ENV?.trim() === 'production' &&
    BOOLEAN_WORDS[env.WEBHOOKS_ALLOW_LOOPBACK_ENDPOINTS?.trim().toLowerCase() ?? '']
  ) {
    problems.push({
      variable: 'WEBHOOKS_ALLOW_LOOPBACK_ENDPOINTS',
      message: 'is for tests and development; production never sends to this machine',
    });
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy instanceof Error) {
    problems.push({ variable: 'TRUST_PROXY', message: trustProxy.message });
  }

  if (problems.length > 0 || !parsed.success || trustProxy instanceof Error) {
    throw new ConfigError(problems);
  }
  const vars = parsed.data;

  const port = vars.PORT ?? 3000;
  const dataDir = path.resolve(cwd, vars.DATA_DIR ?? './data');
  return {
    nodeEnv: vars.NODE_ENV ?? 'development',
    port,
    host: vars.HOST ?? '0.0.0.0',
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: vars.DATABASE_URL ?? null,
    seedDemo: vars.SEED_DEMO ?? null,
    logLevel: vars.LOG_LEVEL ?? 'info',
    bodyLimitBytes: vars.BODY_LIMIT_BYTES ?? 1024 * 1024,
    oidc:
      vars.OIDC_ISSUER && vars.OIDC_CLIENT_ID
        ? { issuer: vars.OIDC_ISSUER, clientId: vars.OIDC_CLIENT_ID }
        : null,
    oidcAudience: vars.OIDC_AUDIENCE ?? 'urn:atrium:api',
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS ?? MAX_ACCESS_TOKEN_TTL_SECONDS,
    accessTokenPrivateKey: vars.ACCESS_TOKEN_PRIVATE_KEY ?? null,
    refreshTokenTtlDays: vars.REFRESH_TOKEN_TTL_DAYS ?? 14,
    trustProxy,
    rateLimits: {
      signInPerMinute: vars.SIGN_IN_RATE_LIMIT ?? 20,
      tokenPerMinute: vars.TOKEN_RATE_LIMIT ?? 60,
    },
    pushServiceUrl: vars.PUSH_SERVICE_URL ?? null,
    push: {
      serviceSecret: vars.PUSH_SERVICE_SECRET ?? null,
      vapidPublicKey: vars.VAPID_PUBLIC_KEY ?? null,
      vapidPrivateKey: vars.VAPID_PRIVATE_KEY ?? null,
      vapidSubject: vars.VAPID_SUBJECT ?? defaultVapidSubject(vars.SUPPORT_EMAIL, vars.PUBLIC_URL),
      allowLoopbackEndpoints: vars.PUSH_ALLOW_LOOPBACK_ENDPOINTS ?? false,
    },
    webhooksAllowLoopbackEndpoints: vars.WEBHOOKS_ALLOW_LOOPBACK_ENDPOINTS ?? false,
    smtpUrl: vars.SMTP_URL ?? null,
    devWebOrigin: vars.DEV_WEB_ORIGIN ? new URL(vars.DEV_WEB_ORIGIN).origin : null,
    supportEmail: vars.SUPPORT_EMAIL ?? null,
    flagImageBaseUrl: (vars.FLAG_IMAGE_BASE_URL ?? '/flags/').replace(/\/*$/, '/'),
    metricsToken: vars.METRICS_TOKEN ?? null,
    storage:
      vars.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: vars.S3_BUCKET ?? '',
            region: vars.S3_REGION ?? 'us-east-1',
            endpoint: vars.S3_ENDPOINT ?? null,
            accessKeyId: vars.S3_ACCESS_KEY_ID ?? null,
            secretAccessKey: vars.S3_SECRET_ACCESS_KEY ?? null,
            forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? false,
          }
        : { driver: 'local', directory: path.join(dataDir, 'files') },
    pdf: {
      engine: vars.TEMPLATES_PDF ?? 'off',
      sofficePath: vars.TEMPLATES_SOFFICE_PATH ?? 'soffice',
      timeoutSeconds: vars.TEMPLATES_PDF_TIMEOUT_SECONDS ?? 30,
      concurrency: vars.TEMPLATES_PDF_CONCURRENCY ?? 1,
    },
  };
}
