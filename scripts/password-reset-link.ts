// `npm run password:reset-link -- <e-mail>`: prints a one-time password reset link for that account,
// for installations without a mail server, where the forgot-password mail reaches nobody. It reads
// the server's own configuration (DATA_DIR or DATABASE_URL, PUBLIC_URL) and never migrates or
// creates a database. See apps/server/src/platform/identity-provider/operator-reset-link.ts and
// docs/operations.md, "Password reset without mail".
import { existsSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { DataDirInUseError } from '../apps/server/src/db/data-dir-lock.ts';
import type { Database } from '../apps/server/src/db/database.ts';
import {
  connectionFailureReason,
  DatabaseUnreachableError,
} from '../apps/server/src/db/database-unreachable.ts';
import { operatorResetLink } from '../apps/server/src/platform/identity-provider/operator-reset-link.ts';

function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? 'unknown';
  }
}

async function open(config: Config): Promise<Database | string> {
  if (config.databaseUrl) return createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Opening the embedded database creates it when missing; a mistyped DATA_DIR must not.
  if (!existsSync(path.join(config.dataDir, 'pglite'))) {
    return `${config.dataDir} holds no Atrium database (no pglite/ folder). Run this in the folder the server runs in, with the same DATA_DIR.`;
  }
  try {
    return await createDatabase({ dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // The embedded database admits one process: the running server has it.
    return (
      `the Atrium server (pid ${error.holder.pid}) has DATA_DIR ${config.dataDir} open, and the embedded ` +
      'database can be opened by one process only. Stop the server, run this command and start the ' +
      'server again; the link works once the server runs.'
    );
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const [email] = args;
  if (args.length !== 1 || !email) {
    process.stderr.write('usage: npm run password:reset-link -- <e-mail address of the account>\n');
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  const database = await open(config);
  if (typeof database === 'string') {
    process.stderr.write(`Cannot create a link: ${database}\n`);
    return 1;
  }
  try {
    const result = await operatorResetLink({
      config,
      database,
      email,
      operator: { user: operatorName(), host: hostname() },
    });
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    return result.exitCode;
  } catch (error) {
    const reason = config.databaseUrl ? connectionFailureReason(error) : null;
    if (reason === null || !config.databaseUrl) throw error;
    // Its message names DATABASE_URL with the password hidden.
    process.stderr.write(
      `Cannot create a link: ${new DatabaseUnreachableError(config.databaseUrl, reason).message}\n`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
