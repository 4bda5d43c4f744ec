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
import { accountIssuer, adoptEmbeddedAccounts } from './platform/identity-provider/account-issuer.ts';
import { uploadsPlatform } from './platform/uploads/uploads-platform.ts';
import { scaleOutWarnings } from './scale-out-warnings.ts';

/** In-flight requests get this long to finish on shutdown before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

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

  const database = await createDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, dataDir: config.dataDir }
      : { dataDir: config.dataDir },
  );
  try {
    await migrateDatabase(database);
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
    await seedDemo(database, { issuer });
  }

  // The embedded OpenID provider (its tables migrated) and push service are mounted inside
  // buildApp (see app.ts).
  const app = await buildApp({ config, database });
  const idp = app.platform.identityProvider;
  for (const warning of scaleOutWarnings(config)) app.log.warn(warning);
  if (!config.oidc) {
    const adopted = await adoptEmbeddedAccounts(database);
    if (adopted > 0) app.log.info({ adopted }, 'embedded accounts re-keyed to the fixed issuer name');
  }
  // Demo accounts and files: right after the seed, or left over from an interrupted first start.
  if (
    await finishDemoSetup({
      database,
      identityProvider: idp,
      storage: (await uploadsPlatform(app)).storage,
      accountIssuer: issuer,
    })
  ) {
    app.log.info('demo data ready');
  }

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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Atrium is listening on ${config.publicUrl} (port ${config.port})`);
  // Reachable from the LAN but PUBLIC_URL on localhost: colleagues could not sign in (decision 050).
  const lanHint = lanAccessHint(config, lanAddresses());
  if (lanHint !== null) app.log.warn(lanHint);
}

main().catch((error: unknown) => {
  // A refusal that explains itself needs no stack trace.
  if (error instanceof DataDirInUseError || error instanceof DatabaseUnreachableError) {
    process.stderr.write(`Atrium cannot start: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Atrium failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
