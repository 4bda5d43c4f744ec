import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './support/server-process.ts';
import {
  getJson,
  signInOverHttp,
  spawnAtrium,
  untilHealthy,
  type AtriumProcess,
} from './support/atrium-process.ts';

/*
 * Start-up as an operator lives it (docs/operations.md): one process per data folder, a data
 * folder that survives moving the server to another port, and a first start that recovers from
 * being interrupted. Real server processes on the embedded database, sign-in over HTTP.
 */

const running: AtriumProcess[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function dataFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'atrium-ops-'));
  folders.push(folder);
  return folder;
}

async function start(dataDir: string, port?: number): Promise<AtriumProcess> {
  const server = spawnAtrium({ port: port ?? (await freePort()), env: { DATA_DIR: dataDir } });
  running.push(server);
  return server;
}

type MyCompany = { id: string; name: string; role: string };

async function companiesOf(baseUrl: string, email: string): Promise<MyCompany[]> {
  const session = await signInOverHttp(baseUrl, email);
  const answer = await getJson<MyCompany[]>(baseUrl, '/api/Companies/my-companies', session.token);
  expect(answer.status).toBe(200);
  return answer.body.map(({ id, name, role }) => ({ id, name, role }));
}

describe('start-up', { timeout: 400_000 }, () => {
  it('refuses a second server on the same data folder, naming the folder and the running pid', async () => {
    const dataDir = await dataFolder();
    const first = await start(dataDir);
    await untilHealthy(first);

    const second = await start(dataDir);
    const code = await Promise.race([
      second.exited,
      new Promise((done) => setTimeout(done, 30_000, 'running')),
    ]);
    expect(code).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another Atrium server`);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    expect(second.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
    // The first server was not disturbed.
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
  });

  it('says what a first start does, step by step with durations, and names PORT when the port is taken', async () => {
    // The port is taken by someone else: the server prepares its data folder, then cannot listen.
    const taken = createServer();
    const port = await freePort();
    await new Promise<void>((done) => taken.listen(port, done));
    try {
      const server = spawnAtrium({ port, env: { DATA_DIR: await dataFolder(), LOG_LEVEL: 'info' } });
      running.push(server);
      expect(await server.exited).toBe(1);
      const output = server.output();
      const messages = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; ms?: number });
      const step = (text: string) => messages.find((line) => line.msg === text);
      expect(messages[0]?.msg).toMatch(
        /^first start: preparing the data folder .*takes a while on a slow machine$/,
      );
      for (const text of [
        'embedded database created',
        'database schema up to date',
        'demo data seeded',
        'keys generated and server assembled',
        'demo accounts and files ready',
      ]) {
        expect(step(text), `${text} in:\n${output}`).toBeDefined();
        expect(step(text)?.ms).toBeGreaterThanOrEqual(0);
      }
      expect(output).toContain(
        `Atrium cannot start: port ${port} is in use by another program. Stop it, or start Atrium on a free port (and PUBLIC_URL to match): PORT=${port + 1} npm start`,
      );
      expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace
    } finally {
      await new Promise((done) => taken.close(done));
    }
  });

  it('names DATABASE_URL and the reason when the database there cannot be reached', async () => {
    const closedPort = await freePort();
    const server = spawnAtrium({
      port: await freePort(),
      env: {
        DATA_DIR: await dataFolder(),
        DATABASE_URL: `postgres://atrium:s3cret@127.0.0.1:${closedPort}/atrium`,
      },
    });
    running.push(server);
    const code = await Promise.race([
      server.exited,
      new Promise((done) => setTimeout(done, 30_000, 'running')),
    ]);
    expect(code).not.toBe(0);
    expect(code).not.toBe('running');
    expect(server.output()).toContain(
      `Atrium cannot start: the database at DATABASE_URL (postgres://atrium:***@127.0.0.1:${closedPort}/atrium) cannot be used: the connection was refused`,
    );
    expect(server.output()).not.toContain('s3cret');
    expect(server.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  it('keeps everybody in their companies when the server moves to another port', async () => {
    const dataDir = await dataFolder();
    const before = await start(dataDir);
    await untilHealthy(before);
    const companiesBefore = await companiesOf(before.baseUrl, 'owner@demo.test');
    expect(companiesBefore.map((company) => company.name)).toContain('Demo Company');
    await before.stop();
    expect(existsSync(join(dataDir, 'atrium.lock'))).toBe(false);

    const after = await start(dataDir);
    expect(after.baseUrl).not.toBe(before.baseUrl);
    await untilHealthy(after);
    expect(await companiesOf(after.baseUrl, 'owner@demo.test')).toEqual(companiesBefore);
  });

  it('finishes a first start that was killed between the demo data and the demo accounts', async () => {
    const dataDir = await dataFolder();
    const keyFile = join(dataDir, 'keys', 'access-token-es256.pem');
    const first = await start(dataDir);
    // The signing key is made after the demo rows are committed and before the accounts and files
    // exist: kill the process the moment it appears.
    while (!existsSync(keyFile) && first.child.exitCode === null) {
      await new Promise((wait) => setTimeout(wait, 5));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(join(dataDir, 'atrium.lock'))).toBe(true); // left behind by the killed process

    const second = await start(dataDir);
    await untilHealthy(second);
    expect((await companiesOf(second.baseUrl, 'owner@demo.test')).map((company) => company.name)).toEqual([
      'Demo Company',
    ]);
    expect((await companiesOf(second.baseUrl, 'owner@other.test')).map((company) => company.name)).toEqual([
      'Other Company',
    ]);
  });

  it('finishes the demo set-up once a bad signing key that stopped the first start is fixed', async () => {
    const dataDir = await dataFolder();
    await mkdir(join(dataDir, 'keys'), { recursive: true });
    const keyFile = join(dataDir, 'keys', 'access-token-es256.pem');
    await writeFile(keyFile, '-----BEGIN PRIVATE KEY-----\nbroken\n-----END PRIVATE KEY-----\n');
    const first = await start(dataDir);
    expect(await first.exited).toBe(1);
    expect(first.output()).toContain('does not hold a readable private key');

    await rm(keyFile);
    const second = await start(dataDir);
    await untilHealthy(second);
    const session = await signInOverHttp(second.baseUrl, 'owner@demo.test');
    const images = await getJson<{ thumbnail: { url: string } | null }>(
      second.baseUrl,
      '/api/Companies/company-images',
      session.token,
    );
    expect(images.status).toBe(200);
    expect(images.body.thumbnail).not.toBeNull();
  });
});
