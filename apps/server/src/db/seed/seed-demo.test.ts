import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  companies,
  companyMembers,
  companyModules,
  departmentRoles,
  departments,
  divisions,
  leaveTypes,
  publicHolidays,
  users,
  workSchedules,
} from '../schema/index.ts';
import { DEMO_PEOPLE } from './demo-people.ts';
import { seedDemo } from './seed-demo.ts';
import { DEMO_COLLEAGUES, DEMO_PLACEMENTS } from './seed-organization.ts';

const issuer = 'http://localhost:3000/oidc';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.dispose();
});

async function membersByEmail() {
  const rows = await db.owner
    .select({
      email: users.email,
      issuer: users.issuer,
      subject: users.subject,
      globalRoles: users.globalRoles,
      company: companies.name,
      role: companyMembers.role,
      department: departments.name,
      memberId: companyMembers.id,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(departments, eq(departments.id, companyMembers.departmentId));
  return new Map(rows.map((row) => [row.email, row]));
}

describe('demo people', () => {
  it('lists the demo accounts of docs/product/README.md#who-uses-it with unique subjects and the demo password', () => {
    expect(DEMO_PEOPLE.map((person) => person.email).sort()).toEqual([
      'admin@demo.test',
      'manager@demo.test',
      'member@demo.test',
      'owner@demo.test',
      'owner@other.test',
      'superadmin@demo.test',
      'translator@demo.test',
    ]);
    expect(new Set(DEMO_PEOPLE.map((person) => person.subject)).size).toBe(DEMO_PEOPLE.length);
    expect(DEMO_PEOPLE.every((person) => person.password === 'demo1234')).toBe(true);
  });
});

describe('seedDemo', () => {
  it('creates Demo Company and Other Company with their people on an empty database', async () => {
    expect(await seedDemo(db, { issuer })).toBe(true);

    const all = await db.owner.select({ id: companies.id, name: companies.name }).from(companies);
    expect(all.map((company) => company.name).sort()).toEqual(['Demo Company', 'Other Company']);
    const demo = all.find((company) => company.name === 'Demo Company')!;
    const other = all.find((company) => company.name === 'Other Company')!;

    const modules = await db.owner.select().from(companyModules);
    expect(
      modules
        .filter((row) => row.companyId === demo.id)
        .map((row) => row.module)
        .sort(),
    ).toEqual(['ABSENCE', 'HUMAN_RESOURCES', 'TEMPLATE_GENERATION', 'TIME_TRACKING']);
    expect(modules.filter((row) => row.companyId === other.id)).toEqual([]);

    // Both start with the absence defaults of a company created in the app.
    for (const company of [demo, other]) {
      const types = await db.owner.select().from(leaveTypes).where(eq(leaveTypes.companyId, company.id));
      expect(types.map((type) => type.names.en)).toContain('Annual leave');
      const schedules = await db.owner
        .select()
        .from(workSchedules)
        .where(eq(workSchedules.companyId, company.id));
      expect(schedules.map((schedule) => [schedule.memberId, schedule.mondayMinutes])).toEqual([[null, 480]]);
    }

    // Each has its country's holiday calendar for this year and the next, published.
    const year = new Date().getUTCFullYear();
    const holidays = await db.owner.select().from(publicHolidays);
    const datesOf = (companyId: string, country: string) =>
      holidays
        .filter((row) => row.companyId === companyId && row.country === country)
        .map((row) => row.holidayDate);
    expect(datesOf(demo.id, 'MK')).toEqual(expect.arrayContaining([`${year}-08-02`, `${year + 1}-08-02`]));
    expect(datesOf(other.id, 'AL')).toEqual(expect.arrayContaining([`${year}-11-28`, `${year + 1}-11-28`]));
    expect(holidays.filter((row) => row.companyId === demo.id && row.country !== 'MK')).toEqual([]);
    expect(holidays.every((row) => row.publishedAt !== null)).toBe(true);

    // seed-organization.ts adds a second division and more departments (its own test).
    const division = (await db.owner.select().from(divisions)).find((row) => row.name === 'Operations');
    expect(division?.companyId).toBe(demo.id);
    const demoDepartments = await db.owner.select().from(departments);
    expect(
      demoDepartments
        .filter((row) => ['Engineering', 'Sales'].includes(row.name))
        .map((row) => [row.name, row.divisionId])
        .sort(),
    ).toEqual([
      ['Engineering', division!.id],
      ['Sales', division!.id],
    ]);

    const members = await membersByEmail();
    expect(members.size).toBe(DEMO_PEOPLE.length + DEMO_COLLEAGUES.length);
    for (const person of DEMO_PEOPLE) {
      const member = members.get(person.email);
      expect(member, person.email).toMatchObject({
        issuer,
        subject: person.subject,
        company: person.company,
        role: person.companyRole,
        globalRoles: [...person.globalRoles],
        department: DEMO_PLACEMENTS[person.email] ?? person.department ?? null,
      });
    }
    expect(members.get('owner@other.test')?.company).toBe('Other Company');
    expect(members.get('translator@demo.test')?.globalRoles).toEqual(['TRANSLATOR']);
    expect(members.get('superadmin@demo.test')?.globalRoles).toEqual(['SUPERADMIN']);

    const roles = (await db.owner.select().from(departmentRoles)).filter(
      (row) => row.companyMemberId === members.get('manager@demo.test')?.memberId,
    );
    const engineering = demoDepartments.find((row) => row.name === 'Engineering')!;
    expect(roles).toHaveLength(1);
    expect(roles[0]).toMatchObject({
      companyId: demo.id,
      companyMemberId: members.get('manager@demo.test')?.memberId,
      departmentId: engineering.id,
      role: 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    });
    expect(members.get('member@demo.test')?.department).toBe('Engineering');
  });

  it('does nothing on the next start', async () => {
    expect(await seedDemo(db, { issuer })).toBe(false);
    expect(await seedDemo(db, { issuer: 'https://another-issuer.test' })).toBe(false);
    expect(await db.owner.select().from(companies)).toHaveLength(2);
    const people = DEMO_PEOPLE.length + DEMO_COLLEAGUES.length;
    expect(await db.owner.select().from(users)).toHaveLength(people);
    expect(await db.owner.select().from(companyMembers)).toHaveLength(people);
  });

  it('is visible to the demo owner through row-level security, and Other Company is not', async () => {
    const members = await membersByEmail();
    const owner = await db.owner
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'owner@demo.test'));
    const demo = await db.owner
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Demo Company'));
    const seen = await db.withTenant({ companyId: demo[0]!.id, userId: owner[0]!.id }, (tx) =>
      tx.select({ id: companyMembers.id }).from(companyMembers),
    );
    expect(seen).toHaveLength(DEMO_PEOPLE.length + DEMO_COLLEAGUES.length - 1);
    expect(seen.map((row) => row.id)).not.toContain(members.get('owner@other.test')?.memberId);
  });
});
