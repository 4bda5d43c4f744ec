import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { getMyCompanies } from '@atrium/contract/companies';
import { createDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { onServer } from '../../test/database-template.ts';
import { inject } from '../../test/inject.ts';
import { createTestCompany, errorOf } from '../../test/tenant-fixtures.ts';
import { until } from '../../test/until.ts';
import { createTestApp } from '../testing/test-app.ts';
import { classifyError } from './error-handler.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('isDatabaseUnavailable', () => {
  it('recognises lost or refused connections, also wrapped by the query builder', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('Failed query: select 1', { cause: refused });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    for (const error of [
      refused,
      wrapped,
      shutdown,
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(classifyError(error)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', unexpected: false });
    }
  });

  it('leaves real faults alone: constraint violations and bugs stay what they are', () => {
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(classifyError(new TypeError('x is undefined'))).toMatchObject({ code: 'INTERNAL' });
  });
});

describe.skipIf(!serverUrl)('API calls while PostgreSQL is unreachable', () => {
  it('answer 503 SERVICE_UNAVAILABLE with Retry-After, and work again once it is back', async () => {
    const name = `atrium_t_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl!, `create database "${name}"`);
    const target = new URL(serverUrl!);
    const relay = new Relay(target.hostname, Number(target.port || 5432));
    const port = await relay.start(0);
    const viaRelay = new URL(serverUrl!);
    viaRelay.host = `127.0.0.1:${port}`;
    viaRelay.pathname = `/${name}`;
    const database = await createDatabase({ databaseUrl: viaRelay.href, dataDir: '' });
    try {
      await migrateDatabase(database);
      const company = await createTestCompany(database);
      const testApp = await createTestApp({ database });
      try {
        const read = () => inject(testApp.app, getMyCompanies, { as: company.owner });
        expect((await read()).statusCode).toBe(200);

        await relay.stop();
        const down = await read();
        expect(down.statusCode).toBe(503);
        expect(errorOf(down).code).toBe('SERVICE_UNAVAILABLE');
        expect(down.headers['retry-after']).toBe('5');
        // The health route is not a contract operation.
        const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);

        await relay.start(port);
        await until(async () => (await read()).statusCode === 200);
      } finally {
        await testApp.close();
      }
    } finally {
      await database.close();
      await relay.stop();
      await onServer(serverUrl!, `drop database if exists "${name}" with (force)`);
    }
  });
});

/** A TCP relay in front of PostgreSQL: stopping it looks like the database going away. */
class Relay {
  #server: net.Server | undefined;
  readonly #sockets = new Set<net.Socket>();
  readonly #host: string;
  readonly #port: number;

  constructor(host: string, port: number) {
    this.#host = host;
    this.#port = port;
  }

  start(port: number): Promise<number> {
    const server = net.createServer((client) => {
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
    this.#server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    if (server?.listening) await new Promise((resolve) => server.close(resolve));
  }
}
