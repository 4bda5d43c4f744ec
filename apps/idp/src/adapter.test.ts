import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapterFactory, sweepExpired } from './adapter.ts';
import type { IdpDatabase } from './database.ts';
import { oidcPayloads } from './schema.ts';
import { freshDatabase } from './test/harness.ts';

let db: IdpDatabase;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  db = fresh.db;
  closeDb = fresh.close;
});

afterAll(() => closeDb());

describe('database adapter', () => {
  it('stores, finds, consumes and destroys per model', async () => {
    const codes = createAdapterFactory(db)('AuthorizationCode');
    const tokens = createAdapterFactory(db)('AccessToken');
    await codes.upsert('c1', { grantId: 'g1', accountId: 'a' }, 60);
    await tokens.upsert('c1', { grantId: 'g2' }, 60);
    expect(await codes.find('c1')).toEqual({ grantId: 'g1', accountId: 'a' });
    expect(await tokens.find('c1')).toEqual({ grantId: 'g2' });

    await codes.consume('c1');
    const consumed = await codes.find('c1');
    expect(typeof consumed?.consumed).toBe('number');
    expect(Math.abs(Number(consumed?.consumed) - Date.now() / 1000)).toBeLessThan(5);

    await codes.upsert('c1', { grantId: 'g1', accountId: 'b' }, 60);
    expect((await codes.find('c1'))?.accountId).toBe('b');

    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
    expect(await tokens.find('c1')).toBeDefined();
  });

  it('finds sessions by uid and device codes by user code', async () => {
    const sessions = createAdapterFactory(db)('Session');
    await sessions.upsert('s1', { uid: 'uid-1', accountId: 'a' }, 60);
    expect((await sessions.findByUid('uid-1'))?.accountId).toBe('a');
    expect(await sessions.findByUid('uid-2')).toBeUndefined();

    const devices = createAdapterFactory(db)('DeviceCode');
    await devices.upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await devices.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('revokes every token of a grant, and only those', async () => {
    const factory = createAdapterFactory(db);
    await factory('AccessToken').upsert('t1', { grantId: 'gx' }, 60);
    await factory('RefreshToken').upsert('r1', { grantId: 'gx' }, 60);
    await factory('AccessToken').upsert('t2', { grantId: 'gy' }, 60);
    await factory('Grant').upsert('gx', { accountId: 'a' }, 60);
    await factory('AccessToken').revokeByGrantId('gx');
    expect(await factory('AccessToken').find('t1')).toBeUndefined();
    expect(await factory('RefreshToken').find('r1')).toBeUndefined();
    expect(await factory('AccessToken').find('t2')).toBeDefined();
  });

  it('ignores expired rows and sweeps them', async () => {
    const interactions = createAdapterFactory(db)('Interaction');
    await interactions.upsert('old', { uid: 'old' }, 60);
    await interactions.upsert('forever', { uid: 'forever' });
    await db.execute(
      sql`update idp.oidc_payloads set expires_at = now() - interval '1 second' where id = 'old'`,
    );
    expect(await interactions.find('old')).toBeUndefined();
    expect(await interactions.findByUid('old')).toBeUndefined();
    expect(await interactions.find('forever')).toEqual({ uid: 'forever' });

    await sweepExpired(db);
    const rows = await db
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(sql`${oidcPayloads.id} in ('old', 'forever')`);
    expect(rows.map((r) => r.id)).toEqual(['forever']);
  });
});
