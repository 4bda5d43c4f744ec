import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repositoryRoot } from './support/atrium-process.ts';
import { freePort } from './support/server-process.ts';

/*
 * `npm run dev` on a port other than 3000: the Vite dev server's /api and /oidc proxy must reach
 * the API wherever PORT put it (it used to answer 502).
 */
it('proxies /api and /oidc to the API on the PORT it was given', async () => {
  const apiPort = await freePort();
  const webPort = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'atrium-dev-'));
  let output = '';
  const dev = spawn(process.execPath, ['scripts/dev.ts'], {
    cwd: repositoryRoot,
    detached: true, // its own process group: the API and Vite are stopped together
    env: {
      ...process.env,
      PORT: String(apiPort),
      PUBLIC_URL: `http://localhost:${apiPort}`,
      DEV_WEB_PORT: String(webPort),
      DEV_WEB_ORIGIN: `http://localhost:${webPort}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((done) => dev.once('exit', done));
  try {
    const web = `http://localhost:${webPort}`;
    let health = 0;
    for (let waited = 0; waited < 150_000 && health !== 200 && dev.exitCode === null; waited += 250) {
      health = await fetch(`${web}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
      if (health !== 200) await new Promise((wait) => setTimeout(wait, 250));
    }
    expect(health, output).toBe(200);
    const discovery = await fetch(`${web}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`http://localhost:${apiPort}/oidc`);
    const page = await fetch(`${web}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/src/main.tsx');
  } finally {
    if (dev.exitCode === null) process.kill(-dev.pid!, 'SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    if (dev.exitCode === null) process.kill(-dev.pid!, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}, 200_000);
