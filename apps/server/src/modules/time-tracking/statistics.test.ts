import ExcelJS from 'exceljs';
import { ALL_MODULES, Modules } from '@atrium/contract/access';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  actionStatisticsSchema,
  exportStatistics,
  getActionStatistics,
  getHoursStatistics,
  getProjectStatistics,
  getUsersStatistics,
  hoursStatisticsSchema,
  projectStatisticsSchema,
  usersStatisticsSchema,
} from '@atrium/contract/time-tracking';
import type { OperationDefinition } from '@atrium/contract/operations';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import {
  createDepartment,
  createMember,
  errorOf,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';
import { createCatalog, insertActivity, type Catalog } from './test/time-tracking-fixtures.ts';

const range = { from: '2026-06-01', to: '2026-06-30' };
const WITHOUT_ABSENCE = ALL_MODULES.filter((module) => module !== Modules.ABSENCE);

describe('statistics', () => {
  const api = useApiTest();
  const counting = api.queries;
  let company: TestCompany;
  let other: TestCompany;
  let catalog: Catalog;
  let alice: TestPerson;
  let bob: TestPerson;
  let carol: TestPerson;
  let manager: TestPerson;
  let departmentId: string;

  beforeAll(async () => {
    const database = api.database;
    // Without ABSENCE: these reports have no expected hours (leave-in-time-tracking.test.ts has them).
    company = await api.company({ modules: WITHOUT_ABSENCE });
    other = await api.company({ name: 'Other', modules: WITHOUT_ABSENCE });
    catalog = await createCatalog(database, company.companyId);
    alice = await createMember(database, company.companyId, 'MEMBER', { name: 'Alice' });
    bob = await createMember(database, company.companyId, 'MEMBER', {
      name: '=HYPERLINK("http://evil.test")',
    });
    carol = await createMember(database, company.companyId, 'MEMBER', { name: 'Carol' });
    manager = await createMember(database, company.companyId, 'MEMBER', { name: 'Manager' });
    ({ departmentId } = await createDepartment(database, company.companyId, [alice, bob], manager));
    const add = (
      person: TestPerson,
      start: string,
      hours: number,
      extra: Partial<{ projectId: string; actionTypeId: string; billable: boolean }> = {},
    ) =>
      insertActivity(database, person, {
        start,
        end: new Date(Date.parse(start) + hours * 3600_000).toISOString(),
        projectId: catalog.projectId,
        actionTypeId: catalog.actionTypeId,
        ...extra,
      });
    await add(alice, '2026-06-01T08:00:00Z', 4);
    await add(alice, '2026-06-01T13:00:00Z', 2, { projectId: catalog.otherProjectId, billable: false });
    await add(alice, '2026-06-02T08:00:00Z', 3, { actionTypeId: catalog.otherActionTypeId });
    await add(bob, '2026-06-01T08:00:00Z', 5);
    await add(carol, '2026-06-02T09:00:00Z', 7, { projectId: catalog.otherProjectId });
    await add(manager, '2026-06-03T09:00:00Z', 1);
    // Outside the range, and a running timer: neither counts.
    await add(alice, '2026-07-01T08:00:00Z', 8);
    await insertActivity(database, carol, {
      start: '2026-06-04T08:00:00Z',
      end: null,
      projectId: catalog.projectId,
      actionTypeId: catalog.actionTypeId,
    });
    // Another company's time, with the same kind of setup.
    const foreign = await createCatalog(database, other.companyId, 'Foreign');
    await insertActivity(database, other.member, {
      start: '2026-06-01T08:00:00Z',
      end: '2026-06-01T16:00:00Z',
      projectId: foreign.projectId,
      actionTypeId: foreign.actionTypeId,
    });
  });
  // Queries are sent as written, including the ones that break the contract on purpose.
  const get = (operation: OperationDefinition, as: TestPerson, query: Record<string, string> = range) =>
    api.inject(operation, { as, query: unchecked(query) });
  const h = (hours: number) => hours * 3600;

  it('users: ADMIN/OWNER see everyone of their company, in one statement', async () => {
    counting.reset();
    const response = await get(getUsersStatistics, company.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(counting.count).toBeLessThanOrEqual(2);
    const report = usersStatisticsSchema.parse(response.json());
    expect(report.totals).toEqual({ totalSeconds: h(22), billableSeconds: h(20), activityCount: 6 });
    expect(
      report.rows.map((row) => [
        row.name,
        row.totalSeconds,
        row.billableSeconds,
        row.activityCount,
        row.days,
      ]),
    ).toEqual([
      ['Alice', h(9), h(7), 3, 2],
      ['Carol', h(7), h(7), 1, 1],
      ['=HYPERLINK("http://evil.test")', h(5), h(5), 1, 1],
      ['Manager', h(1), h(1), 1, 1],
    ]);
    expect(report.rows[0]!.departmentName).toMatch(/^Department/);
    expect(report.series.find((series) => series.key === 'total')!.points).toEqual([
      { date: '2026-06-01', seconds: h(11) },
      { date: '2026-06-02', seconds: h(10) },
      { date: '2026-06-03', seconds: h(1) },
    ]);
    expect(report.series.find((series) => series.key === 'billable')!.points[0]).toEqual({
      date: '2026-06-01',
      seconds: h(9),
    });
  });

  it('V8.2.2 a department manager sees only their department and themselves, whatever the filter asks', async () => {
    const response = await get(getUsersStatistics, manager);
    const report = usersStatisticsSchema.parse(response.json());
    expect(report.rows.map((row) => row.companyMemberId).sort()).toEqual(
      [alice, bob, manager].map((person) => person.companyMemberId!).sort(),
    );
    expect(report.totals.totalSeconds).toBe(h(15));
    // Asking for Carol (outside the department) answers nothing rather than her time.
    const carolOnly = usersStatisticsSchema.parse(
      (await get(getUsersStatistics, manager, { ...range, companyMemberId: carol.companyMemberId! })).json(),
    );
    expect(carolOnly.rows).toEqual([]);
    expect(carolOnly.totals.totalSeconds).toBe(0);
  });

  it('V8.2.2 a member sees only themselves; another company sees none of it', async () => {
    const own = usersStatisticsSchema.parse((await get(getUsersStatistics, carol)).json());
    expect(own.rows.map((row) => row.companyMemberId)).toEqual([carol.companyMemberId]);
    const foreign = usersStatisticsSchema.parse(
      (
        await get(getUsersStatistics, other.owner, { ...range, companyMemberId: alice.companyMemberId! })
      ).json(),
    );
    expect(foreign.rows).toEqual([]);
    const theirs = usersStatisticsSchema.parse((await get(getUsersStatistics, other.owner)).json());
    expect(theirs.rows.map((row) => row.companyMemberId)).toEqual([other.member.companyMemberId]);
  });

  it('filters by department, project, client and action type', async () => {
    const byDepartment = usersStatisticsSchema.parse(
      (await get(getUsersStatistics, company.owner, { ...range, departmentId })).json(),
    );
    expect(byDepartment.totals.totalSeconds).toBe(h(14));
    const byProject = usersStatisticsSchema.parse(
      (await get(getUsersStatistics, company.owner, { ...range, projectId: catalog.otherProjectId })).json(),
    );
    expect(byProject.totals.totalSeconds).toBe(h(9));
    const byAction = usersStatisticsSchema.parse(
      (
        await get(getUsersStatistics, company.owner, {
          ...range,
          actionTypeId: catalog.otherActionTypeId,
        })
      ).json(),
    );
    expect(byAction.rows.map((row) => [row.name, row.totalSeconds])).toEqual([['Alice', h(3)]]);
    const byClient = usersStatisticsSchema.parse(
      (await get(getUsersStatistics, company.owner, { ...range, clientId: catalog.clientId })).json(),
    );
    expect(byClient.totals.totalSeconds).toBe(h(22));
  });

  it('hours, project and action reports: rows and series', async () => {
    counting.reset();
    const hours = hoursStatisticsSchema.parse((await get(getHoursStatistics, company.owner)).json());
    const projects = projectStatisticsSchema.parse((await get(getProjectStatistics, company.owner)).json());
    const actions = actionStatisticsSchema.parse((await get(getActionStatistics, company.owner)).json());
    expect(counting.count).toBeLessThanOrEqual(6);
    expect(hours.rows.map((row) => [row.date, row.totalSeconds, row.memberCount])).toEqual([
      ['2026-06-01', h(11), 2],
      ['2026-06-02', h(10), 2],
      ['2026-06-03', h(1), 1],
    ]);
    expect(
      projects.rows.map((row) => [row.projectId, row.totalSeconds, row.memberCount, row.budgetHours]),
    ).toEqual([
      [catalog.projectId, h(13), 3, null],
      [catalog.otherProjectId, h(9), 2, 120],
    ]);
    const series = projects.series.find((entry) => entry.key === catalog.otherProjectId)!;
    expect(series).toMatchObject({ colour: '#40c057' });
    expect(series.points).toEqual([
      { date: '2026-06-01', seconds: h(2) },
      { date: '2026-06-02', seconds: h(7) },
    ]);
    expect(actions.rows.map((row) => [row.actionTypeId, row.totalSeconds])).toEqual([
      [catalog.actionTypeId, h(19)],
      [catalog.otherActionTypeId, h(3)],
    ]);
  });

  it('validates the range: required, ordered, at most 366 days, naming the field', async () => {
    for (const [query, path] of [
      [{ from: '2026-06-01' }, 'query.to'],
      [{ from: '2026-06-30', to: '2026-06-01' }, 'query.to'],
      [{ from: '2025-01-01', to: '2026-06-01' }, 'query.to'],
      [{ from: 'June', to: '2026-06-01' }, 'query.from'],
    ] as const) {
      const response = await get(getUsersStatistics, company.owner, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorOf(response).fields?.map((field) => field.path)).toContain(path);
    }
    expect(
      (await get(getUsersStatistics, company.owner, { from: '2025-06-30', to: '2026-06-30' })).statusCode,
    ).toBe(200);
  });

  describe('statistics_ExportStatistics', () => {
    it('CSV: the same rows as an attachment, formula cells neutralised', async () => {
      const response = await get(exportStatistics, company.owner, {
        ...range,
        report: 'users',
        format: 'csv',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="statistics-users-2026-06-01_2026-06-30.csv"',
      );
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      // Text always quoted (no separator splits it), numbers bare: platform/spreadsheet.
      expect(lines[0]).toBe('"Member","Department","Hours","Billable hours","Activities","Days"');
      expect(lines).toHaveLength(5);
      expect(lines[1]).toMatch(/^"Alice","Department \d+",9,7,3,2$/);
      expect(lines[3]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.test""\)","Department \d+",5,5,1,1$/);
    });

    it('XLSX: parses with exceljs, rows match the report, formula cells are text with a quote', async () => {
      const response = await api.inject(exportStatistics, {
        as: manager,
        query: { ...range, report: 'users', format: 'xlsx' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename=".*\.xlsx"$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const values = sheet
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1));
      expect(values[0]).toEqual(['Member', 'Department', 'Hours', 'Billable hours', 'Activities', 'Days']);
      const report = usersStatisticsSchema.parse((await get(getUsersStatistics, manager)).json());
      expect(values.slice(1).map((row) => row[0])).toEqual(
        report.rows.map((row) => (row.name.startsWith('=') ? `'${row.name}` : row.name)),
      );
      expect(values.slice(1).map((row) => row[2])).toEqual(report.rows.map((row) => row.totalSeconds / 3600));
      const evil = values.find((row) => String(row[0]).includes('HYPERLINK'))!;
      expect(evil[0]).toBe(`'=HYPERLINK("http://evil.test")`);
      // Nothing in the workbook is a formula.
      sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
      // The manager's scope applies to the file too: no Carol.
      expect(values.some((row) => row[0] === 'Carol')).toBe(false);
    });

    it('project, action and hours exports carry their own columns', async () => {
      for (const [report, header] of [
        ['project', 'Client,Project,Budget hours,Hours,Billable hours,Activities,Members'],
        ['action', 'Action type,Hours,Billable hours,Activities,Members'],
        ['hours', 'Date,Hours,Billable hours,Activities,Members'],
      ] as const) {
        const response = await get(exportStatistics, company.owner, { ...range, report, format: 'csv' });
        expect(response.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
          header
            .split(',')
            .map((name) => `"${name}"`)
            .join(','),
        );
      }
      const bad = await get(exportStatistics, company.owner, {
        ...range,
        report: 'users',
        format: 'pdf',
      });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).fields?.[0]?.path).toBe('query.format');
    });
  });
});
