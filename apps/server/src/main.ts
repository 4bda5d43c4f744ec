import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { seedDemoFiles } from './db/seed/seed-demo-files.ts';
import { shouldSeedDemo } from './db/seed/should-seed-demo.ts';
import { identityIssuer } from './platform/identity-provider/embedded-provider.ts';
import { seedDemoAccounts } from './platform/identity-provider/seed-demo-accounts.ts';
import { uploadsPlatform } from './platform/uploads/uploads-platform.ts';

/** In-flight requests get this long to finish on shutdown before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
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
  await migrateDatabase(database);
  const seed = config.seedDemo === null ? undefined : config.seedDemo ? 'true' : 'false';
  // True only when this start created the demo data (an empty database).
  const seeded =
    shouldSeedDemo({ nodeEnv: config.nodeEnv, seedDemo: seed }) &&
    (await seedDemo(database, { issuer: identityIssuer(config) }));

  // The embedded OpenID provider (its tables migrated) and push service are mounted inside
  // buildApp (see app.ts).
  const app = await buildApp({ config, database });
  const idp = app.platform.identityProvider;
  if (seeded && idp) {
    // The demo people's sign-in accounts, with the subjects the seed gave their users rows.
    await seedDemoAccounts(idp, database, identityIssuer(config));
  }
  if (seeded) {
    // The demo logo, cover and company files go through the app's storage driver.
    await seedDemoFiles(database, (await uploadsPlatform(app)).storage);
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
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Atrium is listening on ${config.publicUrl} (port ${config.port})`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Atrium failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
