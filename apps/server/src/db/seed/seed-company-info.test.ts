import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { companies, companyProfiles } from '../schema/index.ts';
import { seedDemo } from './seed-demo.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.dispose();
});

describe('demo company information', () => {
  it('gives Demo Company a full about page and Other Company a short one, each visible only to itself', async () => {
    expect(await seedDemo(db, { issuer: 'http://localhost:3000/oidc' })).toBe(true);
    const rows = await db.owner
      .select({ name: companies.name, profile: companyProfiles })
      .from(companyProfiles)
      .innerJoin(companies, eq(companies.id, companyProfiles.companyId));
    const demo = rows.find((row) => row.name === 'Demo Company')?.profile;
    const other = rows.find((row) => row.name === 'Other Company')?.profile;
    expect(rows).toHaveLength(2);
    expect(demo).toMatchObject({ countryCode: 'MK', contactEmail: 'hello@demo.test' });
    expect(demo?.description?.length).toBeGreaterThan(100);
    expect(demo?.address).toContain('Skopje');
    expect(demo?.website).toMatch(/^https:\/\//);
    expect(other?.description).toBeTruthy();
    const zones = await db.owner
      .select({ name: companies.name, timeZone: companies.timeZone })
      .from(companies);
    expect(zones).toEqual(
      expect.arrayContaining([
        { name: 'Demo Company', timeZone: 'Europe/Skopje' },
        { name: 'Other Company', timeZone: 'Europe/Tirane' },
      ]),
    );

    const seen = await db.withTenant({ companyId: demo!.companyId, userId: null }, (tx) =>
      tx.select({ companyId: companyProfiles.companyId }).from(companyProfiles),
    );
    expect(seen).toEqual([{ companyId: demo!.companyId }]);
  });
});
