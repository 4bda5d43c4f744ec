import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const standalone = fileURLToPath(new URL('../standalone.ts', import.meta.url));

/**
 * The push service as its own process, on PGlite in a temporary folder, trusting the test's
 * push endpoint certificate through NODE_EXTRA_CA_CERTS and allowing loopback endpoints.
 */
export async function startPushProcess(options: { secret: string; ca: string }): Promise<{
  url: string;
  stop: () => Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-push-process-'));
  const caFile = path.join(dataDir, 'stand-in-ca.pem');
  await writeFile(caFile, options.ca);
  const child = spawn(process.execPath, [standalone], {
    env: {
      PATH: process.env.PATH ?? '',
      PUSH_PORT: '0',
      PUSH_HOST: '127.0.0.1',
      PUSH_DATA_DIR: dataDir,
      PUSH_SERVICE_SECRET: options.secret,
      PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      NODE_EXTRA_CA_CERTS: caFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`push service did not start:\n${output}`)), 90_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /\[push\] listening on (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`push service exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
