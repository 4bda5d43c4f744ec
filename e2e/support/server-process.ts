import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repositoryRoot = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  logs(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts `node apps/server/src/main.ts` (what `npm start` runs) on a free port with an empty data
 * folder, and waits until /api/health answers 200.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  port?: number,
): Promise<RunningServer> {
  port ??= await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'atrium-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  // Migrations and the demo seed take most of a minute on a busy 2-core machine, and well over one
  // while other test runs share the cores: give the start three minutes before calling it broken.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`server did not become healthy within 180 s:\n${output}`);
  }

  return {
    baseUrl,
    dataDir,
    logs: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the standalone identity provider (`apps/idp/src/standalone.ts`) on a free port with its
 * own empty data folder, registering `clients` and seeding `accounts`.
 */
export async function startStandaloneProvider(options: {
  clients: unknown[];
  accounts: unknown[];
}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'atrium-e2e-idp-'));
  const issuer = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['apps/idp/src/standalone.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      IDP_PORT: String(port),
      IDP_ISSUER: issuer,
      IDP_DATA_DIR: dataDir,
      IDP_CLIENTS: JSON.stringify(options.clients),
      IDP_SEED_ACCOUNTS: JSON.stringify(options.accounts),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // As patient as startServer: on a busy machine loading the provider's sources alone can take 30 s.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`provider exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${issuer}/.well-known/openid-configuration`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`provider did not answer within 90 s:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    baseUrl: issuer,
    dataDir,
    logs: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
