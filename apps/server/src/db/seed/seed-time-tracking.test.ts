import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUtcDays, localDate } from '@atrium/contract/dates';
import { DEFAULT_ACTION_TYPES } from '@atrium/contract/time-tracking';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { actionTypes, clients, companies, projects } from '../schema/index.ts';
import { DEMO_COMPANY_NAME } from './demo-people.ts';
import { seedDemo } from './seed-demo.ts';
import { DEMO_CLIENTS, DEMO_PROJECTS, DEMO_TIME_PEOPLE } from './seed-time-tracking.ts';

let db: TestDatabase;
let companyId: string;
beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db, { issuer: 'http://localhost:3000/oidc' });
  const [company] = await db.owner.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
  companyId = company!.id;
});
afterAll(async () => {
  await db?.dispose();
});

describe('demo time tracking', () => {
  it('has the clients, coloured projects and default action types', async () => {
    expect((await db.owner.select().from(clients).where(eq(clients.companyId, companyId))).length).toBe(
      DEMO_CLIENTS.length,
    );
    const projectRows = await db.owner.select().from(projects).where(eq(projects.companyId, companyId));
    expect(projectRows.map((row) => row.colour).sort()).toEqual(
      DEMO_PROJECTS.map((project) => project.colour).sort(),
    );
    const types = await db.owner.select().from(actionTypes).where(eq(actionTypes.companyId, companyId));
    expect(types.map((row) => row.name).sort()).toEqual([...DEFAULT_ACTION_TYPES].sort());
  });

  it('has four weeks of past workdays of 7–8 hours in 2–5 activities for owner, admin, manager and member', async () => {
    const { rows } = await db.owner.execute(sql`
      select u.email, a.day::text as day, extract(isodow from a.day)::int as weekday,
        sum(a.duration_seconds)::int as seconds, count(*)::int as n, max(a.end_at) as last_end
      from activities a join company_members cm on cm.id = a.company_member_id join users u on u.id = cm.user_id
      where a.company_id = ${companyId}
      group by u.email, a.day order by u.email, a.day`);
    const emails = new Set(rows.map((row) => String(row.email)));
    expect([...emails].sort()).toEqual([...DEMO_TIME_PEOPLE].sort());
    // Demo Company is in North Macedonia: its days are Skopje's (decision 055).
    const today = localDate(new Date(), 'Europe/Skopje');
    const earliest = addUtcDays(today, -29);
    for (const row of rows) {
      expect(Number(row.weekday)).toBeLessThanOrEqual(5);
      expect(Number(row.seconds)).toBeGreaterThanOrEqual(7 * 3600);
      expect(Number(row.seconds)).toBeLessThanOrEqual(8 * 3600);
      expect(Number(row.n)).toBeGreaterThanOrEqual(2);
      expect(Number(row.n)).toBeLessThanOrEqual(5);
      expect(String(row.day) < today && String(row.day) >= earliest).toBe(true);
    }
    expect(rows.filter((row) => row.email === 'member@demo.test').length).toBe(20);
    const { rows: overlaps } = await db.owner.execute(sql`
      select count(*)::int as n from activities a join activities b
        on a.company_member_id = b.company_member_id and a.id < b.id
        and a.start_at < b.end_at and b.start_at < a.end_at
      where a.company_id = ${companyId}`);
    expect(Number(overlaps[0]!.n)).toBe(0);
    // Every activity lies on the Skopje day of its start, inside working hours there.
    const { rows: misplaced } = await db.owner.execute(sql`
      select count(*)::int as n from activities a
      where a.company_id = ${companyId}
        and (a.day <> (a.start_at at time zone 'Europe/Skopje')::date
          or extract(hour from a.start_at at time zone 'Europe/Skopje') < 7)`);
    expect(Number(misplaced[0]!.n)).toBe(0);
  });
});
