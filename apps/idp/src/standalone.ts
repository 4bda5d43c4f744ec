import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, type TrustProxy } from './client-address.ts';
import type { IdpDatabase } from './database.ts';
import { migrateIdp } from './migrate.ts';
import { apiTextSource } from './published-texts.ts';
import { createIdentityProvider, type IdpClient } from './provider.ts';
import type { NewAccount } from './accounts.ts';

export interface StandaloneConfig {
  port: number;
  issuer: string;
  databaseUrl: string | undefined;
  dataDir: string;
  clients: IdpClient[];
  resourceAudience: string | undefined;
  trustProxy: TrustProxy;
  /** Write mail links to the log (a developer's machine only: whoever reads the log could use them). */
  logMailLinks: boolean;
  seedAccounts: NewAccount[];
  /** The application's public URL, whose published translations the pages use; unset: bundled texts. */
  translationsUrl: string | undefined;
}

function parseJsonArray<T>(name: string, raw: string | undefined, check: (item: unknown) => item is T): T[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error(`${name} must be a JSON array`);
  }
  if (!Array.isArray(value) || !value.every(check))
    throw new Error(`${name} has an entry of the wrong shape`);
  return value;
}

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');

function isClient(v: unknown): v is IdpClient {
  const c = v as Partial<IdpClient> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.client_id === 'string' &&
    isStringArray(c.redirect_uris) &&
    (c.post_logout_redirect_uris === undefined || isStringArray(c.post_logout_redirect_uris))
  );
}

function isAccount(v: unknown): v is NewAccount {
  const a = v as Partial<NewAccount> | null;
  return typeof a === 'object' && a !== null && typeof a.email === 'string' && typeof a.password === 'string';
}

/** Reads the IDP_* variables; throws one error naming every bad variable. */
export function readStandaloneConfig(env: NodeJS.ProcessEnv): StandaloneConfig {
  const problems: string[] = [];
  const attempt = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch (error) {
      problems.push((error as Error).message);
      return fallback;
    }
  };
  const port = Number(env.IDP_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push('IDP_PORT must be a port number');
  const issuer = (env.IDP_ISSUER ?? `http://localhost:${port}`).replace(/\/$/, '');
  attempt(() => {
    const url = new URL(issuer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error('IDP_ISSUER must be an http(s) URL');
    if (url.search || url.hash) throw new Error('IDP_ISSUER must not have a query or fragment');
  }, undefined);
  const databaseUrl = env.IDP_DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push('IDP_DATABASE_URL must be a postgres:// URL');
  const config: StandaloneConfig = {
    port,
    issuer,
    databaseUrl,
    dataDir: resolve(env.IDP_DATA_DIR ?? './data/idp'),
    clients: attempt(() => parseJsonArray('IDP_CLIENTS', env.IDP_CLIENTS, isClient), []),
    resourceAudience:
      env.IDP_RESOURCE_AUDIENCE === '' ? undefined : (env.IDP_RESOURCE_AUDIENCE ?? 'urn:atrium:api'),
    trustProxy: attempt(() => parseTrustProxy(env.IDP_TRUST_PROXY), false),
    logMailLinks: env.IDP_LOG_MAIL_LINKS === 'true',
    seedAccounts: attempt(() => parseJsonArray('IDP_SEED_ACCOUNTS', env.IDP_SEED_ACCOUNTS, isAccount), []),
    translationsUrl: env.IDP_TRANSLATIONS_URL || undefined,
  };
  if (config.translationsUrl && !/^https?:\/\/[^/]/.test(config.translationsUrl))
    problems.push('IDP_TRANSLATIONS_URL must be an http(s) URL');
  if (problems.length > 0)
    throw new Error(`Invalid identity provider configuration:\n- ${problems.join('\n- ')}`);
  return config;
}

async function openDatabase(
  config: StandaloneConfig,
): Promise<{ db: IdpDatabase; close: () => Promise<void> }> {
  if (config.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: config.databaseUrl });
    // An idle connection whose server went away (restart, failover) emits 'error'; unheard, that
    // would end the process. The pool has already dropped it and opens fresh ones on demand.
    pool.on('error', () => {});
    return { db: drizzle({ client: pool }) as unknown as IdpDatabase, close: () => pool.end() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = new PGlite(config.dataDir);
  return { db: drizzle({ client }) as unknown as IdpDatabase, close: () => client.close() };
}

export interface RunningStandalone {
  url: string;
  stop: () => Promise<void>;
}

export async function startStandalone(
  config: StandaloneConfig,
  log: (line: string) => void = console.log,
): Promise<RunningStandalone> {
  const database = await openDatabase(config);
  await migrateIdp(database.db);
  const idp = await createIdentityProvider({
    db: database.db,
    issuer: config.issuer,
    clients: config.clients,
    resourceAudience: config.resourceAudience,
    trustProxy: config.trustProxy,
    // Standalone mode has no mail service: messages go to the log, their links only when
    // IDP_LOG_MAIL_LINKS=true says this is a developer's machine (docs/decisions/017).
    mail: {
      async send(message) {
        const text = config.logMailLinks
          ? message.text
          : message.secrets.reduce(
              (body, secret) => body.split(secret).join('[link withheld]'),
              message.text,
            );
        log(`[idp] mail to ${message.to}: ${message.subject}\n${text}`);
      },
    },
    logger: { info: (m) => log(`[idp] ${m}`), error: (m, e) => console.error(`[idp] ${m}`, e) },
    ...(config.translationsUrl ? { texts: apiTextSource(config.translationsUrl) } : {}),
  });
  if (config.seedAccounts.length > 0) await idp.seedAccounts(config.seedAccounts);
  if (config.clients.length === 0) log('[idp] warning: IDP_CLIENTS is empty; no application can sign in');

  const server = createServer(idp.callback);
  await new Promise<void>((done) => server.listen(config.port, done));
  log(
    `[idp] listening on port ${config.port}; discovery at ${config.issuer}/.well-known/openid-configuration`,
  );

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 5000).unref();
      });
      await idp.close();
      await database.close();
    })();
    return stopping;
  };
  return { url: config.issuer, stop };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let config: StandaloneConfig;
  try {
    config = readStandaloneConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const running = await startStandalone(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`[idp] ${signal}: shutting down`);
      running.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
