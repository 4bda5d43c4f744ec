import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readStandaloneConfig, startStandalone } from './standalone.ts';
import {
  Browser,
  CLIENT_ID,
  REDIRECT_URI,
  exchangeCode,
  signInForCode,
  type RunningIdp,
} from './test/harness.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'atrium-idp-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

describe('readStandaloneConfig', () => {
  it('V16.2.5 has embedded defaults; mail links stay out of the log unless a developer asks', () => {
    const config = readStandaloneConfig({});
    expect(config).toMatchObject({
      port: 4000,
      issuer: 'http://localhost:4000',
      databaseUrl: undefined,
      clients: [],
      trustProxy: false,
      // Mail links stay out of the log unless a developer asks (IDP_LOG_MAIL_LINKS=true).
      logMailLinks: false,
    });
    expect(readStandaloneConfig({ IDP_LOG_MAIL_LINKS: 'true' }).logMailLinks).toBe(true);
    expect(config.dataDir).toMatch(/data\/idp$/);
  });

  it('names every bad variable at once', () => {
    expect(() =>
      readStandaloneConfig({
        IDP_PORT: 'x',
        IDP_CLIENTS: '{"client_id":1}',
        IDP_DATABASE_URL: 'mysql://x',
        IDP_ISSUER: 'ftp://x',
      }),
    ).toThrow(/IDP_PORT[\s\S]*IDP_ISSUER[\s\S]*IDP_DATABASE_URL[\s\S]*IDP_CLIENTS/);
  });
});

describe('standalone provider on PGlite on disk', () => {
  // Starts the provider on an embedded database on disk twice: slow on a busy machine.
  it('serves at the issuer root, signs in seeded accounts, and keeps its keys across restarts', async () => {
    const port = await freePort();
    const env = {
      IDP_PORT: String(port),
      IDP_ISSUER: `http://127.0.0.1:${port}`,
      IDP_DATA_DIR: dataDir,
      IDP_CLIENTS: JSON.stringify([{ client_id: CLIENT_ID, redirect_uris: [REDIRECT_URI] }]),
      IDP_SEED_ACCOUNTS: JSON.stringify([
        { email: 'solo@example.test', password: 'solo password', given_name: 'Solo' },
      ]),
    };
    const lines: string[] = [];
    const first = await startStandalone(readStandaloneConfig(env), (line) => lines.push(line));
    const jwks1 = await (await fetch(`http://127.0.0.1:${port}/jwks`)).json();
    const run: RunningIdp = {
      issuer: env.IDP_ISSUER,
      origin: env.IDP_ISSUER,
      mails: [],
      idp: undefined as never,
      stop: first.stop,
    };
    const { code, pkce } = await signInForCode(new Browser(), run, 'solo@example.test', 'solo password');
    expect((await exchangeCode(run, code!, pkce.verifier)).status).toBe(200);
    await first.stop();
    expect(lines.some((l) => l.includes('.well-known/openid-configuration'))).toBe(true);

    const second = await startStandalone(readStandaloneConfig(env), () => {});
    try {
      const jwks2 = await (await fetch(`http://127.0.0.1:${port}/jwks`)).json();
      expect(jwks2).toEqual(jwks1);
      const again = await signInForCode(new Browser(), run, 'solo@example.test', 'solo password');
      expect(again.code).toBeTruthy();
    } finally {
      await second.stop();
    }
  }, 120_000);
});
