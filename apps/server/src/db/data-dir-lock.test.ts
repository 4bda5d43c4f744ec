import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atrium-lock-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const lockFile = () => join(dataDir, DATA_DIR_LOCK_FILE);

/** A Node process that lives until killed, to stand for a running server. */
async function livingNode() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}

describe('lockDataDir', () => {
  it('writes this process id into DATA_DIR/atrium.lock and removes it on release', async () => {
    const lock = await lockDataDir(dataDir);
    const holder = JSON.parse(await readFile(lockFile(), 'utf8')) as { pid: number; hostname: string };
    expect(holder).toMatchObject({ pid: process.pid, hostname: hostname() });
    await lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses while the holding process runs, naming the folder and its pid', async () => {
    const server = await livingNode();
    try {
      const lock = JSON.stringify({
        pid: server.pid,
        hostname: hostname(),
        startedAt: '2026-01-01T00:00:00Z',
      });
      await writeFile(lockFile(), lock);
      const refusal = await lockDataDir(dataDir).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DataDirInUseError);
      expect((refusal as Error).message).toContain(`DATA_DIR ${dataDir} is in use`);
      expect((refusal as Error).message).toContain(`pid ${server.pid}`);
      // The running server's lock is left as it was.
      expect(await readFile(lockFile(), 'utf8')).toBe(lock);
    } finally {
      server.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone, and an unreadable one', async () => {
    const gone = await livingNode();
    const exited = new Promise((resolve) => gone.once('exit', resolve));
    gone.kill('SIGKILL');
    await exited;
    await writeFile(lockFile(), JSON.stringify({ pid: gone.pid, hostname: hostname(), startedAt: 'x' }));
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();

    await writeFile(lockFile(), '');
    const again = await lockDataDir(dataDir);
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    await again.release();
  });

  // Opens and migrates an embedded database on disk twice: minutes, not seconds, on a busy machine.
  it('lets the embedded database be opened once, and again after it closed', async () => {
    const first = await createDatabase({ dataDir });
    await expect(createDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    await first.close();
    const second = await createDatabase({ dataDir });
    expect(await second.ping()).toBe(true);
    await second.close();
    expect(existsSync(lockFile())).toBe(false);
  }, 120_000);
});
