import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCompanyPeople, peoplePageSchema, type Person } from '@atrium/contract/people';
import { companyMembers, departments, divisions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject } from '../../test/inject.ts';
import { createTestCompany, errorOf, type TestCompany, type TestPerson } from '../../test/tenant-fixtures.ts';
import { createQueryLog } from '../../test/query-log.ts';

describe('people_GetCompanyPeople', () => {
  let database: TestDatabase;
  const queries = createQueryLog();
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let engineering = '';
  let sales = '';
  let operations = '';
  let foreignDepartment = '';

  async function addPerson(
    companyId: string,
    person: { given: string; family: string; email?: string; phone?: string; position?: string },
    options: { departmentId?: string; status?: 'ACTIVE' | 'DISABLED' } = {},
  ): Promise<string> {
    const [user] = await database.owner
      .insert(users)
      .values({
        issuer: 'https://idp.test',
        subject: randomUUID(),
        name: `${person.given} ${person.family}`,
        givenName: person.given,
        familyName: person.family,
        email: person.email ?? `${person.given}.${person.family}@example.test`.toLowerCase(),
        phoneNumber: person.phone ?? null,
      })
      .returning();
    const [member] = await database.owner
      .insert(companyMembers)
      .values({
        companyId,
        userId: user!.id,
        position: person.position ?? null,
        departmentId: options.departmentId ?? null,
        status: options.status ?? 'ACTIVE',
      })
      .returning();
    return member!.id;
  }

  beforeAll(async () => {
    database = await createTestDatabase({ logger: queries.logger });
    testApp = await createTestApp({ database: queries.track(database) });
    company = await createTestCompany(database);
    other = await createTestCompany(database);
    // The fixtures' people are named after their e-mail; give them names that sort last.
    for (const person of [company.owner, company.admin, company.member]) {
      await database.owner
        .update(users)
        .set({ name: `Zz ${person.email}` })
        .where(eq(users.id, person.userId));
    }
    const [division] = await database.owner
      .insert(divisions)
      .values({ companyId: company.companyId, name: 'Operations' })
      .returning();
    operations = division!.id;
    const made = await database.owner
      .insert(departments)
      .values([
        { companyId: company.companyId, divisionId: operations, name: 'Engineering' },
        { companyId: company.companyId, divisionId: operations, name: 'Sales' },
      ])
      .returning();
    engineering = made.find((row) => row.name === 'Engineering')!.id;
    sales = made.find((row) => row.name === 'Sales')!.id;

    await addPerson(
      company.companyId,
      { given: 'Mara', family: 'Manager', phone: '+389 70 111 222', position: 'Engineering Lead' },
      { departmentId: engineering },
    );
    await addPerson(
      company.companyId,
      { given: 'Ana', family: 'Petrova', position: 'Developer' },
      {
        departmentId: engineering,
      },
    );
    await addPerson(
      company.companyId,
      { given: 'Bojan', family: 'Marković', position: 'Account Manager' },
      {
        departmentId: sales,
      },
    );
    await addPerson(company.companyId, { given: 'Ceca', family: 'Lee', email: 'c100%@example.test' });
    await addPerson(company.companyId, { given: 'Dora', family: 'Gone' }, { status: 'DISABLED' });

    const [foreignDivision] = await database.owner
      .insert(divisions)
      .values({ companyId: other.companyId, name: 'Foreign' })
      .returning();
    const [foreign] = await database.owner
      .insert(departments)
      .values({ companyId: other.companyId, divisionId: foreignDivision!.id, name: 'Foreign dept' })
      .returning();
    foreignDepartment = foreign!.id;
    await addPerson(
      other.companyId,
      { given: 'Mara', family: 'Elsewhere' },
      { departmentId: foreignDepartment },
    );
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });

  async function people(as: TestPerson, query: Record<string, string> = {}) {
    const response = await inject(testApp.app, getCompanyPeople, { as, query });
    expect(response.statusCode, response.body).toBe(200);
    return peoplePageSchema.parse(response.json());
  }
  const names = (items: readonly Person[]) => items.map((person) => person.name);

  it('lists the active members by name, with contact, position, department, division and initials', async () => {
    const page = await people(company.member);
    expect(page.total).toBe(7);
    expect(names(page.items).slice(0, 4)).toEqual([
      'Ana Petrova',
      'Bojan Marković',
      'Ceca Lee',
      'Mara Manager',
    ]);
    expect(names(page.items)).not.toContain('Dora Gone');
    expect(names(page.items)).not.toContain('Mara Elsewhere');
    const mara = page.items.find((person) => person.name === 'Mara Manager');
    expect(mara).toMatchObject({
      email: 'mara.manager@example.test',
      phoneNumber: '+389 70 111 222',
      position: 'Engineering Lead',
      department: { id: engineering, name: 'Engineering' },
      division: { id: operations, name: 'Operations' },
      initials: 'MM',
      pictureUrl: null,
    });
    expect(page.items.find((person) => person.name === 'Ceca Lee')).toMatchObject({
      department: null,
      division: null,
    });
  });

  it('pages with a total, and answers an empty page past the end', async () => {
    const second = await people(company.member, { page: '2', pageSize: '2' });
    expect(second).toMatchObject({ total: 7, page: 2, pageSize: 2 });
    expect(names(second.items)).toEqual(['Ceca Lee', 'Mara Manager']);
    const last = await people(company.member, { page: '4', pageSize: '2' });
    expect(last.items).toHaveLength(1);
    expect(last.total).toBe(7);
    const beyond = await people(company.member, { page: '9', pageSize: '2' });
    expect(beyond).toMatchObject({ items: [], total: 7 });
  });

  it('searches the start of the name parts, e-mail and position, ignoring case', async () => {
    expect(names((await people(company.member, { search: 'mar' })).items)).toEqual([
      'Bojan Marković',
      'Mara Manager',
    ]);
    expect(names((await people(company.member, { search: 'PETROVA' })).items)).toEqual(['Ana Petrova']);
    expect(names((await people(company.member, { search: 'account' })).items)).toEqual(['Bojan Marković']);
    expect(names((await people(company.member, { search: 'ana petrova' })).items)).toEqual(['Ana Petrova']);
    expect(names((await people(company.member, { search: 'ceca.lee' })).items)).toEqual([]);
    expect(names((await people(company.member, { search: 'c100%' })).items)).toEqual(['Ceca Lee']);
    // A wildcard typed by the person is a literal character, not "anything".
    expect((await people(company.member, { search: '%' })).items).toEqual([]);
    expect((await people(company.member, { search: 'nobody' })).total).toBe(0);
  });

  it('filters by department, by "unplaced", and combines the filter with a search', async () => {
    expect(names((await people(company.member, { departmentId: engineering })).items)).toEqual([
      'Ana Petrova',
      'Mara Manager',
    ]);
    const unplaced = await people(company.member, { departmentId: 'unplaced' });
    expect(names(unplaced.items)).toContain('Ceca Lee');
    expect(unplaced.items.every((person) => person.department === null)).toBe(true);
    expect(names((await people(company.member, { departmentId: engineering, search: 'm' })).items)).toEqual([
      'Mara Manager',
    ]);
  });

  it('shows nothing of another company, even when its department id is given', async () => {
    const page = await people(company.owner, { departmentId: foreignDepartment });
    expect(page).toMatchObject({ items: [], total: 0 });
    const theirs = await people(other.member, { search: 'mara' });
    expect(names(theirs.items)).toEqual(['Mara Elsewhere']);
  });

  it('refuses bad paging, filter and search values, naming the field', async () => {
    for (const [query, field] of [
      [{ pageSize: '101' }, 'query.pageSize'],
      [{ page: '0' }, 'query.page'],
      [{ departmentId: 'sales' }, 'query.departmentId'],
      [{ search: 'x'.repeat(101) }, 'query.search'],
    ] as const) {
      const response = await inject(testApp.app, getCompanyPeople, { as: company.member, query });
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields?.map((item) => item.path)).toContain(field);
    }
  });

  it('answers with at most 3 statements in its transaction, whatever the filters', async () => {
    for (const query of [
      {} as Record<string, string>,
      { pageSize: '2', page: '2' },
      { search: 'mar', pageSize: '1' },
      { departmentId: engineering, page: '5', pageSize: '1' },
    ]) {
      queries.reset();
      await people(company.member, query);
      const statements = queries.tenantStatements;
      expect(statements.length, statements.join('\n')).toBeGreaterThanOrEqual(1);
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(3);
      // The whole request: access gate, tenant settings and the reads.
      expect(queries.total).toBeLessThanOrEqual(5);
    }
  });
});
