import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onServer } from '../../test/database-template.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { until } from '../../test/until.ts';
import { createDatabaseChannels, type DatabaseChannels } from './database-channels.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

// The listening connection on PostgreSQL outlives an outage longer than one reconnect attempt,
// and says so once at the start and once at the end.
describe.skipIf(!serverUrl)('database channels when PostgreSQL goes away (PostgreSQL)', () => {
  let db: TestDatabase;
  let channels: DatabaseChannels;
  let name: string;
  let pool: pg.Pool;
  const lines: { level: string; message: string; object: Record<string, unknown> }[] = [];
  const at = (level: string) => (object: object, message: string) =>
    lines.push({ level, message, object: object as Record<string, unknown> });
  const received: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = (db.owner as unknown as { $client: pg.Pool }).$client;
    name = new URL(pool.options.connectionString!).pathname.slice(1);
    channels = createDatabaseChannels(db, { error: at('error'), warn: at('warn'), info: at('info') });
    await channels.listen('outage_test', (payload) => received.push(payload));
  });

  afterAll(async () => {
    // The spy on pg's Client below, should the test have failed before removing it.
    vi.restoreAllMocks();
    await onServer(serverUrl!, `alter database "${name}" allow_connections true`).catch(() => undefined);
    await channels?.close();
    await db?.dispose();
  });

  it('reconnects after several failed attempts and hears notifications again', async () => {
    const notify = (payload: string) => pool.query(`select pg_notify('outage_test', $1)`, [payload]);
    await notify('before');
    await until(() => received.includes('before'));

    // Nobody may connect, and the listening connection is cut: the first reconnects fail.
    const connects = vi.spyOn(pg.Client.prototype, 'connect');
    await onServer(serverUrl!, `alter database "${name}" allow_connections false`);
    await onServer(
      serverUrl!,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and query ilike 'listen%'`,
    );
    await until(() => lines.find((line) => line.level === 'warn'));
    // Two refused reconnects (after one second, then two more), neither of which may be logged.
    await until(
      () => connects.mock.settledResults.filter((result) => result.type === 'rejected').length >= 2,
    );
    connects.mockRestore();
    expect(lines.map((line) => line.message)).toEqual([
      'database channel connection error; retrying with back-off, further errors are not logged until it recovers',
    ]);

    await onServer(serverUrl!, `alter database "${name}" allow_connections true`);
    const recovered = await until(() => lines.find((line) => line.level === 'info'), 40_000);
    expect(recovered.message).toMatch(/^database channel connection recovered after \d+ s$/);
    expect(recovered.object.failures).toBeGreaterThan(1);
    await notify('after');
    await until(() => received.includes('after'));
    expect(lines).toHaveLength(2);
  }, 60_000);
});
