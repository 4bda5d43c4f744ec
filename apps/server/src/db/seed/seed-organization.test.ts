import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  companies,
  companyMembers,
  departmentRoles,
  departments,
  divisions,
  users,
} from '../schema/index.ts';
import { DEMO_PEOPLE } from './demo-people.ts';
import { seedDemo } from './seed-demo.ts';
import { DEMO_COLLEAGUES, DEMO_ORGANIZATION } from './seed-organization.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db, { issuer: 'http://localhost:3000/oidc' });
});
afterAll(async () => {
  await db?.dispose();
});

describe('demo organisation', () => {
  it('has two divisions with their departments, in order', async () => {
    const rows = await db.owner
      .select({ division: divisions.name, divisionOrder: divisions.sortOrder, department: departments.name })
      .from(departments)
      .innerJoin(divisions, eq(divisions.id, departments.divisionId))
      .orderBy(divisions.sortOrder, departments.sortOrder);
    const tree: Record<string, string[]> = {};
    for (const row of rows) (tree[row.division] ??= []).push(row.department);
    expect(tree).toEqual(DEMO_ORGANIZATION);
    expect(Object.keys(tree)).toEqual(['Operations', 'Commercial']);
  });

  it('places every Demo Company member where their position belongs, with a position', async () => {
    const placed = await db.owner
      .select({ email: users.email, position: companyMembers.position, department: departments.name })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .leftJoin(departments, eq(departments.id, companyMembers.departmentId))
      .where(eq(companies.name, 'Demo Company'));
    const byEmail = new Map(placed.map((row) => [row.email, row]));
    expect(placed).toHaveLength(DEMO_PEOPLE.length - 1 + DEMO_COLLEAGUES.length);
    expect(placed.every((row) => row.department !== null && row.position)).toBe(true);
    expect(byEmail.get('owner@demo.test')?.department).toBe('Administration');
    expect(byEmail.get('admin@demo.test')?.department).toBe('Administration');
    expect(byEmail.get('translator@demo.test')?.department).toBe('Localisation');
    expect(byEmail.get('superadmin@demo.test')?.department).toBe('Engineering');
    expect(byEmail.get('member@demo.test')?.department).toBe('Engineering');
  });

  it('gives both divisions and most departments managers, and the demo accounts no new roles', async () => {
    const roles = await db.owner
      .select({
        email: users.email,
        role: departmentRoles.role,
        division: divisions.name,
        department: departments.name,
      })
      .from(departmentRoles)
      .innerJoin(companyMembers, eq(companyMembers.id, departmentRoles.companyMemberId))
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .leftJoin(divisions, eq(divisions.id, departmentRoles.divisionId))
      .leftJoin(departments, eq(departments.id, departmentRoles.departmentId));
    expect(
      roles
        .filter((row) => row.role === 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER')
        .map((row) => row.division)
        .sort(),
    ).toEqual(['Commercial', 'Operations']);
    expect(
      roles
        .filter((row) => row.role === 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER')
        .map((row) => row.department)
        .sort(),
    ).toEqual(['Customer Success', 'Engineering', 'Marketing', 'Sales']);
    const demoAccounts = new Set(DEMO_PEOPLE.map((person) => person.email));
    expect(roles.filter((row) => demoAccounts.has(row.email!)).map((row) => row.email)).toEqual([
      'manager@demo.test',
    ]);
  });

  it('gives colleagues subjects no demo account has, so nobody signs in as them', () => {
    const accounts = new Set(DEMO_PEOPLE.map((person) => person.subject));
    expect(DEMO_COLLEAGUES.some((colleague) => accounts.has(colleague.subject))).toBe(false);
    expect(new Set(DEMO_COLLEAGUES.map((colleague) => colleague.subject)).size).toBe(DEMO_COLLEAGUES.length);
  });
});
