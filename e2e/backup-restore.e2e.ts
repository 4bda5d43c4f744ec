import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getJson,
  repositoryRoot,
  signInOverHttp,
  spawnAtrium,
  untilHealthy,
  type AtriumProcess,
} from './support/atrium-process.ts';
import { freePort } from './support/server-process.ts';

/*
 * The backups docs/operations.md describes, done and restored for real: the embedded data folder
 * copied with the server stopped (`npm run data:copy`, which refuses while it runs), and
 * PostgreSQL with pg_dump/pg_restore while the server runs. The restored copy serves the data.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const running: AtriumProcess[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function folder(): Promise<string> {
  const created = await mkdtemp(join(tmpdir(), 'atrium-backup-'));
  cleanups.push(() => rm(created, { recursive: true, force: true }));
  return created;
}

async function start(env: Record<string, string>): Promise<AtriumProcess> {
  const port = await freePort();
  const server = spawnAtrium({ port, env });
  running.push(server);
  await untilHealthy(server, 120_000);
  return server;
}

/** Something to find again after the restore: a company file section with a unique name. */
async function addSection(baseUrl: string): Promise<string> {
  const name = `Backup ${randomUUID().slice(0, 8)}`;
  const { token } = await signInOverHttp(baseUrl, 'owner@demo.test');
  const response = await fetch(`${baseUrl}/api/Companies/company-files/sections`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(201);
  return name;
}

async function sectionNames(baseUrl: string): Promise<string> {
  const { token } = await signInOverHttp(baseUrl, 'owner@demo.test');
  const files = await getJson<unknown>(baseUrl, '/api/Companies/company-files', token);
  expect(files.status).toBe(200);
  return JSON.stringify(files.body);
}

const copyDataDir = (from: string, to: string) =>
  spawnSync(process.execPath, ['scripts/copy-data-dir.ts', from, to], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });

describe('backups', { timeout: 400_000 }, () => {
  it('copies a stopped embedded data folder, refuses while the server runs, and the copy serves the data', async () => {
    const original = await folder();
    const server = await start({ DATA_DIR: original });
    const name = await addSection(server.baseUrl);

    const whileRunning = copyDataDir(original, join(await folder(), 'copy'));
    expect(whileRunning.status).toBe(1);
    expect(whileRunning.stderr).toContain(`DATA_DIR ${original} is in use`);

    await server.stop();
    const backup = join(await folder(), 'backup');
    const made = copyDataDir(original, backup);
    expect(made.status, made.stderr).toBe(0);
    expect(copyDataDir(original, backup).stderr).toContain('is not empty');

    // Restore: the backup copied into a fresh place, served on another port.
    const restored = join(await folder(), 'restored');
    expect(copyDataDir(backup, restored).status).toBe(0);
    const again = await start({ DATA_DIR: restored });
    expect(await sectionNames(again.baseUrl)).toContain(name);
  });

  it.skipIf(!serverUrl)(
    'dumps PostgreSQL while the server runs and restores it into a new database',
    async () => {
      const suffix = randomBytes(5).toString('hex');
      const source = `atrium_dump_${suffix}`;
      const target = `atrium_restore_${suffix}`;
      const urlOf = (name: string) => {
        const url = new URL(serverUrl!);
        url.pathname = `/${name}`;
        return url.href;
      };
      const psql = (statement: string) => execFileSync('psql', [serverUrl!, '-qAtc', statement]);
      psql(`create database ${source}`);
      cleanups.push(async () => psql(`drop database if exists ${source} with (force)`));
      const server = await start({ DATA_DIR: await folder(), DATABASE_URL: urlOf(source) });
      const name = await addSection(server.baseUrl);

      const dump = join(await folder(), 'atrium.dump');
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, urlOf(source)]);
      psql(`create database ${target}`);
      cleanups.push(async () => psql(`drop database if exists ${target} with (force)`));
      execFileSync('pg_restore', ['--exit-on-error', `--dbname=${urlOf(target)}`, dump]);

      const restored = await start({ DATA_DIR: await folder(), DATABASE_URL: urlOf(target) });
      expect(await sectionNames(restored.baseUrl)).toContain(name);
    },
  );
});
