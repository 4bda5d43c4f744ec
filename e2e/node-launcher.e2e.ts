import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './support/atrium-process.ts';
import { freePort } from './support/server-process.ts';

/*
 * The README's `npm install && npm start` on a machine as it comes: Debian's Node 20 first on
 * PATH. The scripts must still run the server on Node 24 (.tools/node, fetched by npm install),
 * and without any Node 24 stop at once saying which version is needed and how to get it.
 */
const machineNode = '/usr/bin/node';
const machineMajor = existsSync(machineNode)
  ? Number(execFileSync(machineNode, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }))
  : 0;
const oldNodeOnPath = { ...process.env, PATH: `/usr/bin:${process.env.PATH ?? ''}` };

describe.skipIf(machineMajor === 0 || machineMajor >= 24)(`with the machine's Node ${machineMajor}`, () => {
  it('runs commands on the project-local Node 24', () => {
    const answer = spawnSync(machineNode, ['scripts/node24.mjs', 'node', '-p', 'process.versions.node'], {
      cwd: repositoryRoot,
      env: oldNodeOnPath,
      encoding: 'utf8',
    });
    expect(answer.status).toBe(0);
    expect(answer.stdout.trim()).toMatch(/^24\./);
  });

  it('stops at once with the needed version and how to get it when there is no Node 24', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'atrium-no-tools-'));
    try {
      await mkdir(join(bare, 'scripts'));
      for (const file of ['node24.mjs', 'node-runtime.mjs']) {
        await copyFile(join(repositoryRoot, 'scripts', file), join(bare, 'scripts', file));
      }
      const answer = spawnSync(machineNode, ['scripts/node24.mjs', 'node', 'apps/server/src/main.ts'], {
        cwd: bare,
        env: oldNodeOnPath,
        encoding: 'utf8',
      });
      expect(answer.status).toBe(1);
      expect(answer.stderr).toContain(`Atrium needs Node.js 24 (this is Node.js v${machineMajor}.`);
      expect(answer.stderr).toContain('npm install');
      expect(answer.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });

  it('serves the app with `npm start` and stops on Ctrl+C', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(join(tmpdir(), 'atrium-npm-start-'));
    let output = '';
    // Its own process group, like a terminal's: Ctrl+C reaches npm, the launcher and the server.
    const npm = spawn('npm', ['start'], {
      cwd: repositoryRoot,
      detached: true,
      env: {
        ...oldNodeOnPath,
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((done) => npm.once('exit', done));
    try {
      let status = 0;
      for (let waited = 0; waited < 180_000 && status !== 200 && npm.exitCode === null; waited += 250) {
        status = await fetch(`http://localhost:${port}/api/health`).then(
          (response) => response.status,
          () => 0,
        );
        if (status !== 200) await new Promise((wait) => setTimeout(wait, 250));
      }
      expect(status, output).toBe(200);
      expect(npm.exitCode, output).toBeNull();
      killGroup(npm.pid!, 'SIGINT');
      await exited;
      // The server let go of its port and its data folder lock.
      await expect(fetch(`http://localhost:${port}/api/health`)).rejects.toThrow();
      for (let waited = 0; waited < 10_000 && existsSync(join(dataDir, 'atrium.lock')); waited += 100) {
        await new Promise((wait) => setTimeout(wait, 100));
      }
      expect(existsSync(join(dataDir, 'atrium.lock'))).toBe(false);
    } finally {
      // The group may already be gone when npm's own exit has not been reported yet.
      if (npm.exitCode === null) killGroup(npm.pid!, 'SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

function killGroup(leader: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-leader, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
