import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, refuseUnsafeProductionStart, type Config } from './config.ts';
import { createDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { connectionFailureReason, DatabaseUnreachableError } from './db/database-unreachable.ts';
import { migrateDatabase } from './db/migrate.ts';
import { finishDemoSetup } from './db/seed/finish-demo-setup.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { shouldSeedDemo } from './db/seed/should-seed-demo.ts';
import { lanAccessHint, lanAddresses } from './platform/http/canonical-origin.ts';
import { loggerOptions } from './platform/http/logger-options.ts';
import { accountIssuer, adoptEmbeddedAccounts } from './platform/identity-provider/account-issuer.ts';
import { uploadsPlatform } from './platform/uploads/uploads-platform.ts';
import { scaleOutWarnings } from './scale-out-warnings.ts';

/** In-flight requests get this long to finish on shutdown before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The port is taken: said in one line, with the setting that moves it (README, Quick start). */
class PortInUseError extends Error {}

/** Runs one start-up step and logs what it did with its duration; `done` names it (or null: nothing to say). */
async function timed<T>(
  log: { info(object: object, message: string): void },
  work: () => Promise<T>,
  done: (result: T) => string | null,
): Promise<T> {
  const startedAt = performance.now();
  const result = await work();
  const message = done(result);
  if (message !== null) log.info({ ms: Math.round(performance.now() - startedAt) }, message);
  return result;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
    refuseUnsafeProductionStart(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // The app's logger exists only once the app is built, after the steps below; until then one
  // of the same format says what the server is doing, so that a first start on a slow machine
  // (creating the embedded database, migrating, seeding, generating keys) is not a silent minute.
  // See docs/operations.md (First start).
  const log = Fastify({ logger: loggerOptions(config.logLevel) }).log;
  const embedded = !config.databaseUrl;
  const newDatabase = embedded && !existsSync(join(config.dataDir, 'pglite'));
  if (newDatabase) {
    log.info(
      { dataDir: config.dataDir },
      `first start: preparing the data folder ${config.dataDir} (embedded database, migrations, demo data, keys); this takes a while on a slow machine`,
    );
  }
  const database = await timed(
    log,
    () =>
      createDatabase(
        config.databaseUrl
          ? { databaseUrl: config.databaseUrl, dataDir: config.dataDir }
          : { dataDir: config.dataDir },
      ),
    () =>
      newDatabase
        ? 'embedded database created'
        : embedded
          ? 'embedded database opened'
          : 'database connected',
  );
  try {
    await timed(
      log,
      () => migrateDatabase(database),
      () => 'database schema up to date',
    );
  } catch (error) {
    // The first statement: where a reachable-looking DATABASE_URL turns out not to be.
    const reason = config.databaseUrl ? connectionFailureReason(error) : null;
    if (reason !== null && config.databaseUrl) throw new DatabaseUnreachableError(config.databaseUrl, reason);
    throw error;
  }
  const issuer = accountIssuer(config);
  const seed = config.seedDemo === null ? undefined : config.seedDemo ? 'true' : 'false';
  if (shouldSeedDemo({ nodeEnv: config.nodeEnv, seedDemo: seed })) {
    // Only into an empty database; records the demo set-up step with the rows.
    await timed(
      log,
      () => seedDemo(database, { issuer }),
      (seeded) => (seeded ? 'demo data seeded' : null),
    );
  }

  // The embedded OpenID provider (its tables migrated) and push service are mounted inside
  // buildApp (see app.ts).
  const keysPresent = existsSync(join(config.dataDir, 'keys'));
  const app = await timed(
    log,
    () => buildApp({ config, database }),
    () => (keysPresent ? 'server assembled' : 'keys generated and server assembled'),
  );
  const idp = app.platform.identityProvider;
  for (const warning of scaleOutWarnings(config)) app.log.warn(warning);
  if (!config.oidc) {
    const adopted = await adoptEmbeddedAccounts(database);
    if (adopted > 0) app.log.info({ adopted }, 'embedded accounts re-keyed to the fixed issuer name');
  }
  // Demo accounts and files: right after the seed, or left over from an interrupted first start.
  const storage = (await uploadsPlatform(app)).storage;
  await timed(
    app.log,
    () => finishDemoSetup({ database, identityProvider: idp, storage, accountIssuer: issuer }),
    (finished) => (finished ? 'demo accounts and files ready' : null),
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // Stops accepting connections and waits for in-flight requests, then runs onClose hooks.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `on`, not `once`: Ctrl+C reaches the server from the terminal and again through the npm
  // script's launcher (scripts/node24.mjs); a second signal must not kill it mid-shutdown.
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    // PUBLIC_URL follows PORT unless it is set; one set to this port has to move with it.
    const alsoPublicUrl = process.env.PUBLIC_URL ? ' (and PUBLIC_URL to match)' : '';
    throw new PortInUseError(
      `port ${config.port} is in use by another program. Stop it, or start Atrium on a free port${alsoPublicUrl}: PORT=${config.port + 1} npm start`,
    );
  }
  app.log.info(`Atrium is listening on ${config.publicUrl} (port ${config.port})`);
  // Reachable from the LAN but PUBLIC_URL on localhost: colleagues could not sign in (decision 050).
  const lanHint = lanAccessHint(config, lanAddresses());
  if (lanHint !== null) app.log.warn(lanHint);
}

main().catch((error: unknown) => {
  // A refusal that explains itself needs no stack trace.
  if (
    error instanceof DataDirInUseError ||
    error instanceof DatabaseUnreachableError ||
    error instanceof PortInUseError
  ) {
    process.stderr.write(`Atrium cannot start: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Atrium failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
