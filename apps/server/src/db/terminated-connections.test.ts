import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { getCurrentCompany } from '@atrium/contract/companies';
import { notifyUnreadChanged } from '../modules/notifications/unread-channel.ts';
import { useApiTest } from '../test/api-test.ts';
import { onServer } from '../test/database-template.ts';
import { until } from '../test/until.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

// PostgreSQL ends a session with 57P01 when an administrator terminates it or the server shuts
// down: the server loses those connections, never itself, and answers again on fresh ones.
describe.skipIf(!serverUrl)('connections PostgreSQL terminates (PostgreSQL)', () => {
  const api = useApiTest();

  it('keeps answering after every connection of the database was terminated, a checked-out one too', async () => {
    const { companyId, member } = await api.company();
    const read = () => api.inject(getCurrentCompany, { as: member });
    expect((await read()).statusCode).toBe(200);

    const heard: string[] = [];
    const stop = await api.app.platform.notifications.onUnreadChanged(member.userId, () => heard.push('x'));
    const pool = (api.database.owner as unknown as { $client: pg.Pool }).$client;
    const database = new URL(pool.options.connectionString!).pathname.slice(1);
    const tenant = { companyId, userId: member.userId };

    // A tenant transaction holds its connection between two statements while the database ends it:
    // the error arrives with no statement waiting for it.
    let held: pg.PoolClient | undefined;
    const remember = (client: pg.PoolClient) => (held = client);
    pool.once('acquire', remember);
    const work = api.database.withTenant(tenant, async (tx) => {
      await tx.execute(sql`select 1`);
      const ended = new Promise((resolve) => held!.once('end', resolve));
      await onServer(
        serverUrl!,
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`,
      );
      await ended;
      await tx.execute(sql`select 1`);
    });
    await expect(work).rejects.toThrow();

    // Every idle pooled connection and the listening one were terminated as well.
    await until(async () => (await read()).statusCode === 200);
    const answers = await Promise.all(Array.from({ length: 12 }, read));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));

    // The listening connection comes back and hears committed announcements again.
    await until(async () => {
      await api.database.withTenant(tenant, (tx) => notifyUnreadChanged(tx, [member.userId]));
      return heard.length > 0;
    });
    stop();
  }, 60_000);
});
