import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { until } from '../test/until.ts';
import { createDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { companies } from './schema/index.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.dispose();
});

describe('createDatabase', () => {
  it('answers ping while open', async () => {
    expect(db.kind).toBe(serverUrl ? 'postgres' : 'pglite');
    expect(await db.ping()).toBe(true);
  });

  it('answers ping false once closed, and closes only once', async () => {
    const database = await createDatabase({ memory: true });
    await database.close();
    await database.close();
    expect(await database.ping()).toBe(false);
  });

  // Runs every migration on a fresh on-disk PGlite (no template copy here): tens of seconds on a
  // busy two-core machine.
  it('keeps PGlite data under <dataDir>/pglite across restarts', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'atrium-db-'));
    try {
      const first = await createDatabase({ dataDir });
      await migrateDatabase(first);
      await first.owner.insert(companies).values({ name: 'Kept' });
      await first.close();
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

      const second = await createDatabase({ dataDir });
      expect(second.kind).toBe('pglite');
      const rows = await second.owner.select({ name: companies.name }).from(companies);
      await second.close();
      expect(rows).toEqual([{ name: 'Kept' }]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!serverUrl)('createDatabase on PostgreSQL', () => {
  it('answers ping false quickly when nothing listens', async () => {
    const database = await createDatabase({ databaseUrl: 'postgres://x@127.0.0.1:1/x', dataDir: '' });
    const started = Date.now();
    expect(await database.ping()).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_500);
    await database.close();
  });

  it('answers ping false within about 2 s when the server accepts but never answers', async () => {
    const silent = net.createServer(() => {});
    const silentPort = await listen(silent, 0);
    const database = await createDatabase({
      databaseUrl: `postgres://x@127.0.0.1:${silentPort}/x`,
      dataDir: '',
    });
    const started = Date.now();
    expect(await database.ping()).toBe(false);
    expect(Date.now() - started).toBeLessThan(3_000);
    await database.close();
    silent.close();
  });

  it('recovers by itself after the database went away and came back', async () => {
    const target = new URL(serverUrl!);
    const proxy = new Proxy(target.hostname, Number(target.port || 5432));
    const port = await proxy.start(0);
    const viaProxy = new URL(serverUrl!);
    viaProxy.host = `127.0.0.1:${port}`;
    const database = await createDatabase({ databaseUrl: viaProxy.href, dataDir: '' });
    try {
      expect(await database.ping()).toBe(true);
      await proxy.stop();
      expect(await database.ping()).toBe(false);
      await proxy.start(port);
      // The pool learns that its old connections are gone from their 'error' events; give those a
      // moment rather than asserting on the very first call.
      await until(() => database.ping());
      const answer = await database.owner.execute<{ one: number }>(sql`select 1 as one`);
      expect(answer.rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await proxy.stop();
    }
  });
});

function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });
}

/** A TCP relay in front of PostgreSQL: stopping it looks like a database restart to the pool. */
class Proxy {
  #server: net.Server | undefined;
  readonly #sockets = new Set<net.Socket>();
  readonly #host: string;
  readonly #port: number;

  constructor(host: string, port: number) {
    this.#host = host;
    this.#port = port;
  }

  start(port: number): Promise<number> {
    this.#server = net.createServer((client) => {
      const upstream = net.connect(this.#port, this.#host);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    return listen(this.#server, port);
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    if (server?.listening) await new Promise((resolve) => server.close(resolve));
  }
}
