import { beforeAll, describe, expect, it } from 'vitest';
import { Modules } from '@atrium/contract/access';
import {
  exportMemberList,
  getMemberList,
  memberListPageSchema,
  type MemberListPage,
} from '@atrium/contract/human-resources';
import {
  companyMembers,
  departmentRoles,
  departments,
  divisions,
  employmentRecords,
  users,
} from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import { createMember, errorOf, type TestCompany, type TestPerson } from '../../test/tenant-fixtures.ts';

describe('hr member list', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let engineering = '';
  let sales = '';
  let technology = '';
  let foreignDivision = '';
  let ana: TestPerson;
  let boris: TestPerson;
  let cvetan: TestPerson;
  let departmentManager: TestPerson;

  const named = async (
    person: TestPerson,
    name: string,
    position: string | null,
    departmentId: string | null,
  ) => {
    await api.database.owner
      .update(users)
      .set({ name, givenName: name.split(' ')[0] })
      .where(eq(users.id, person.userId));
    await api.database.owner
      .update(companyMembers)
      .set({ position, departmentId })
      .where(eq(companyMembers.id, person.companyMemberId!));
  };

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    const db = api.database.owner;
    const [tech] = await db
      .insert(divisions)
      .values({ companyId: company.companyId, name: 'Technology' })
      .returning();
    const [commerce] = await db
      .insert(divisions)
      .values({ companyId: company.companyId, name: 'Commerce' })
      .returning();
    const [foreign] = await db
      .insert(divisions)
      .values({ companyId: other.companyId, name: 'Technology' })
      .returning();
    technology = tech!.id;
    foreignDivision = foreign!.id;
    const [eng] = await db
      .insert(departments)
      .values({ companyId: company.companyId, divisionId: technology, name: 'Engineering' })
      .returning();
    const [sal] = await db
      .insert(departments)
      .values({ companyId: company.companyId, divisionId: commerce!.id, name: 'Sales' })
      .returning();
    engineering = eng!.id;
    sales = sal!.id;

    ana = await createMember(api.database, company.companyId);
    boris = await createMember(api.database, company.companyId);
    cvetan = await createMember(api.database, company.companyId);
    departmentManager = await createMember(api.database, company.companyId);
    await named(company.owner, 'Zora Owner', 'Founder', null);
    await named(company.admin, 'Yana Admin', null, null);
    await named(company.member, 'Xenia Member', '=HYPERLINK("http://evil.example")', sales);
    await named(ana, 'Ana Angelova', 'Engineer', engineering);
    await named(boris, 'Boris Bojadziev', 'Sales lead', sales);
    await named(cvetan, 'Cvetan Cvetkov', 'Engineer', engineering);
    await named(departmentManager, 'Dragan Dimov', 'Head of engineering', engineering);
    await db
      .update(companyMembers)
      .set({ status: 'DISABLED' })
      .where(eq(companyMembers.id, cvetan.companyMemberId!));
    await db.insert(departmentRoles).values({
      companyId: company.companyId,
      companyMemberId: departmentManager.companyMemberId!,
      departmentId: engineering,
      role: 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    });
    await db.insert(employmentRecords).values([
      {
        companyId: company.companyId,
        memberId: ana.companyMemberId!,
        effectiveFrom: '2024-01-01',
        employmentType: 'full_time',
        startDate: '2024-01-01',
      },
      // Ana goes part time from a day far ahead: today she is still full time.
      {
        companyId: company.companyId,
        memberId: ana.companyMemberId!,
        effectiveFrom: '2999-01-01',
        employmentType: 'part_time',
        startDate: '2024-01-01',
      },
      {
        companyId: company.companyId,
        memberId: boris.companyMemberId!,
        effectiveFrom: '2025-03-01',
        employmentType: 'contractor',
        startDate: '2025-03-01',
      },
    ]);
    // Someone in the other company who must never show.
    const stranger = await createMember(api.database, other.companyId);
    await api.database.owner.update(users).set({ name: 'Ana Stranger' }).where(eq(users.id, stranger.userId));
  });

  const list = async (
    query: Record<string, unknown> = {},
    as: TestPerson = company.admin,
  ): Promise<MemberListPage> => {
    const response = await api.inject(getMemberList, { as, query: query as never });
    expect(response.statusCode, response.body).toBe(200);
    return memberListPageSchema.parse(response.json());
  };
  const names = (page: MemberListPage) => page.items.map((item) => item.name);

  it('lists the whole company by name for an admin, with department, division, roles and employment', async () => {
    const page = await list();
    expect(names(page)).toEqual([
      'Ana Angelova',
      'Boris Bojadziev',
      'Cvetan Cvetkov',
      'Dragan Dimov',
      'Xenia Member',
      'Yana Admin',
      'Zora Owner',
    ]);
    expect(page.total).toBe(7);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toMatchObject({
      department: { id: engineering, name: 'Engineering' },
      division: { id: technology, name: 'Technology' },
      role: 'MEMBER',
      status: 'ACTIVE',
      employmentType: 'full_time',
      startDate: '2024-01-01',
      initials: 'AA',
    });
    expect(page.items[3]!.managerRoles).toEqual(['DEPARTMENT_MANAGER']);
  });

  it('searches by the start of a name or position and filters by each field', async () => {
    expect(names(await list({ search: 'bor' }))).toEqual(['Boris Bojadziev']);
    expect(names(await list({ search: 'engin' }))).toEqual(['Ana Angelova', 'Cvetan Cvetkov']);
    expect(names(await list({ departmentId: sales }))).toEqual(['Boris Bojadziev', 'Xenia Member']);
    expect(names(await list({ departmentId: 'unplaced' }))).toEqual(['Yana Admin', 'Zora Owner']);
    expect(names(await list({ divisionId: technology }))).toEqual([
      'Ana Angelova',
      'Cvetan Cvetkov',
      'Dragan Dimov',
    ]);
    expect(names(await list({ status: 'DISABLED' }))).toEqual(['Cvetan Cvetkov']);
    expect(names(await list({ role: 'OWNER' }))).toEqual(['Zora Owner']);
    expect(names(await list({ role: 'DEPARTMENT_MANAGER' }))).toEqual(['Dragan Dimov']);
    expect(names(await list({ employmentType: 'full_time' }))).toEqual(['Ana Angelova']);
    expect(names(await list({ employmentType: 'contractor' }))).toEqual(['Boris Bojadziev']);
    const searched = await list({ search: 'engin', pageSize: 1 });
    expect(searched.total).toBe((await list({ search: 'engin' })).items.length);
    expect(searched.total).toBeGreaterThan(1);
    const next = await list({ search: 'engin', pageSize: 1, cursor: searched.nextCursor! });
    expect(next.total).toBe(searched.total);
    const filtered = await list({ employmentType: 'part_time' });
    expect(filtered.total).toBe(0);
  });

  it("another company's division matches nobody", async () => {
    const page = await list({ divisionId: foreignDivision });
    expect(page).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it('pages by cursor through every sort and direction without gaps or repeats', async () => {
    const all = names(await list());
    for (const sort of ['name', 'email', 'position', 'department', 'role', 'status'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const seen: string[] = [];
        let cursor: string | null | undefined;
        do {
          const page = await list({ sort, direction, pageSize: 2, ...(cursor ? { cursor } : {}) });
          expect(page.total).toBe(7);
          seen.push(...names(page));
          cursor = page.nextCursor;
        } while (cursor);
        expect([...seen].sort(), `${sort} ${direction}`).toEqual([...all].sort());
        expect(new Set(seen).size).toBe(seen.length);
      }
    }
    expect(names(await list({ sort: 'name', direction: 'desc', pageSize: 2 }))).toEqual([
      'Zora Owner',
      'Yana Admin',
    ]);
  });

  it('a department manager sees only the departments they manage', async () => {
    expect(names(await list({}, departmentManager))).toEqual([
      'Ana Angelova',
      'Cvetan Cvetkov',
      'Dragan Dimov',
    ]);
  });

  it('refuses a plain member (403) and a company without human resources (403)', async () => {
    const denied = await api.inject(getMemberList, { as: company.member });
    expect(denied.statusCode).toBe(403);
    const withoutHr = await api.company({ modules: [Modules.TIME_TRACKING] });
    const missing = await api.inject(getMemberList, { as: withoutHr.owner });
    expect(missing.statusCode).toBe(403);
    expect(errorOf(missing).code).toBe('MODULE_NOT_SUBSCRIBED');
  });

  it('refuses bad input naming the field', async () => {
    const tooBig = await api.inject(getMemberList, {
      as: company.admin,
      query: unchecked({ pageSize: 1000 }),
    });
    expect(tooBig.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(tooBig).fields)).toContain('pageSize');
    const badSort = await api.inject(getMemberList, {
      as: company.admin,
      query: unchecked({ sort: 'salary' }),
    });
    expect(badSort.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(badSort).fields)).toContain('sort');
    const badCursor = await api.inject(getMemberList, {
      as: company.admin,
      query: unchecked({ cursor: 'bm9wZQ' }),
    });
    expect(badCursor.statusCode).toBe(400);
    expect(errorOf(badCursor).fields).toEqual([{ path: 'query.cursor', message: 'is not a list position' }]);
  });

  it('exports the filtered rows as CSV with the chosen columns, formulas neutralised', async () => {
    const response = await api.inject(exportMemberList, {
      as: company.admin,
      query: { format: 'csv', departmentId: sales, columns: 'position,department' as never },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="members.csv"');
    expect(response.body).toBe(
      '\uFEFF"Name","Position","Department"\r\n' +
        '"Boris Bojadziev","Sales lead","Sales"\r\n' +
        `"Xenia Member","'=HYPERLINK(""http://evil.example"")","Sales"\r\n`,
    );
  });

  it('exports XLSX, refuses an unknown column naming it, and refuses a plain member', async () => {
    const xlsx = await api.inject(exportMemberList, { as: company.owner, query: { format: 'xlsx' } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const badColumn = await api.inject(exportMemberList, {
      as: company.owner,
      query: unchecked({ format: 'csv', columns: 'email,salary' }),
    });
    expect(badColumn.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(badColumn).fields)).toContain('columns');
    const denied = await api.inject(exportMemberList, { as: company.member, query: { format: 'csv' } });
    expect(denied.statusCode).toBe(403);
  });
});
