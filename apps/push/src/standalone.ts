import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PushDatabase } from './database.ts';
import { createPushHttpApi } from './http-api.ts';
import { migratePush } from './migrate.ts';
import { createPushService } from './push-service.ts';
import { loadVapidKeys } from './vapid-keys.ts';

export interface StandalonePushConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  secret: string;
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  vapidSubject: string;
  allowLoopbackEndpoints: boolean;
  maxInFlight: number;
  logLevel: string;
}

/** Reads the push service's variables (apps/push/README.md); one error names every bad one. */
export function readStandaloneConfig(env: NodeJS.ProcessEnv): StandalonePushConfig {
  const problems: string[] = [];
  const port = Number(env.PUSH_PORT ?? 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push('PUSH_PORT must be a port number');
  const secret = env.PUSH_SERVICE_SECRET ?? '';
  if (secret.length < 32) problems.push('PUSH_SERVICE_SECRET must be set, at least 32 characters');
  const databaseUrl = env.PUSH_DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push('PUSH_DATABASE_URL must be a postgres:// URL');
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
  const vapidSubject = env.VAPID_SUBJECT || 'mailto:push@localhost';
  if (!/^(mailto:|https:\/\/)/.test(vapidSubject))
    problems.push('VAPID_SUBJECT must be a mailto: or https:// URL');
  const allowLoopbackEndpoints = env.PUSH_ALLOW_LOOPBACK_ENDPOINTS === 'true';
  if (allowLoopbackEndpoints && env.NODE_ENV === 'production')
    problems.push('PUSH_ALLOW_LOOPBACK_ENDPOINTS is for tests and development, not production');
  const maxInFlight = Number(env.PUSH_MAX_IN_FLIGHT ?? 64);
  if (!Number.isInteger(maxInFlight) || maxInFlight < 1 || maxInFlight > 1024)
    problems.push('PUSH_MAX_IN_FLIGHT must be a whole number from 1 to 1024');
  if (problems.length > 0) throw new Error(`Invalid push service configuration:\n- ${problems.join('\n- ')}`);
  return {
    port,
    host: env.PUSH_HOST ?? '0.0.0.0',
    dataDir: resolve(env.PUSH_DATA_DIR ?? './data/push'),
    databaseUrl,
    secret,
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    vapidSubject,
    allowLoopbackEndpoints,
    maxInFlight,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

async function openDatabase(
  config: StandalonePushConfig,
): Promise<{ db: PushDatabase; close: () => Promise<void> }> {
  if (config.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: config.databaseUrl, max: 5 });
    // An idle connection whose server went away (restart, failover) emits 'error'; unheard, that
    // would end the process. The pool has already dropped it and opens fresh ones on demand.
    pool.on('error', () => {});
    return { db: drizzle({ client: pool }) as unknown as PushDatabase, close: () => pool.end() };
  }
  const directory = resolve(config.dataDir, 'db');
  mkdirSync(directory, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = new PGlite(directory);
  return { db: drizzle({ client }) as unknown as PushDatabase, close: () => client.close() };
}

export interface RunningPushService {
  url: string;
  stop: () => Promise<void>;
}

export async function startStandalone(config: StandalonePushConfig): Promise<RunningPushService> {
  const database = await openDatabase(config);
  await migratePush(database.db);
  const vapid = await loadVapidKeys({
    dataDir: config.dataDir,
    publicKey: config.vapidPublicKey,
    privateKey: config.vapidPrivateKey,
  });
  let log: (message: string, details?: Record<string, unknown>) => void = () => {};
  const service = createPushService({
    log: (message, details) => log(message, details),
    db: database.db,
    vapid,
    subject: config.vapidSubject,
    policy: { allowLoopback: config.allowLoopbackEndpoints },
    maxInFlight: config.maxInFlight,
  });
  const app = createPushHttpApi(service, { secret: config.secret, logLevel: config.logLevel });
  log = (message, details) => app.log.warn(details ?? {}, message);
  const address = await app.listen({ port: config.port, host: config.host });
  let stopping: Promise<void> | undefined;
  return {
    url: address,
    stop: () =>
      (stopping ??= (async () => {
        await app.close();
        await database.close();
      })()),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let config: StandalonePushConfig;
  try {
    config = readStandaloneConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const running = await startStandalone(config);
  console.log(`[push] listening on ${running.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
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
