import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig, type Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { LogStream } from '../http/logger-options.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the app and removes its temporary DATA_DIR (not the database: its owner closes it). */
  close(): Promise<void>;
}

/**
 * buildApp on a temporary DATA_DIR (so the generated signing key is per test file) with quiet
 * logs. `env` adds or overrides variables; `webDistDir` defaults to a folder with no build.
 */
export async function createTestApp(options: {
  database: Database;
  env?: Record<string, string>;
  webDistDir?: string;
  logStream?: LogStream;
  /** Extra routes a test needs (added after the app's own, before it is ready). */
  routes?: (app: FastifyInstance) => void;
  /** The longest Retry-After the push service waits out in place, shorter than its 10 s. */
  pushMaxRetryWaitMs?: number;
}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    NODE_ENV: 'test',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: options.database,
    webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
    ...(options.logStream ? { logger: { stream: options.logStream } } : {}),
    ...(options.pushMaxRetryWaitMs === undefined ? {} : { pushMaxRetryWaitMs: options.pushMaxRetryWaitMs }),
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
