import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allowanceReportSchema,
  exportAllowanceReport,
  exportLeaveReport,
  getAllowanceReport,
  getLeaveReport,
  leaveReportSchema,
} from '@atrium/contract/absence';
import { allowancePolicies, leaveLedgerEntries, users } from '../../../db/schema/index.ts';
import type { LedgerKind } from '../../../db/schema/index.ts';
import { useApiTest } from '../../../test/api-test.ts';
import { insertLeaveRequest } from '../../../test/leave-request-fixtures.ts';
import {
  createDepartment,
  createMember,
  errorOf,
  leaveTypeId,
  seedAbsenceDefaultsIn,
  type TestCompany,
  type TestPerson,
} from '../../../test/tenant-fixtures.ts';

/*
 * The absence reports (docs/product/absence-reports.md). The ledger rows are written directly, so
 * each column of the allowance report can be checked against what went in; years far in the past
 * and the future keep "taken" and "planned" apart whatever today is.
 */
describe('absence reports', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let colleague: TestPerson;
  let annualId: string;
  let sickId: string;
  let departmentId: string;

  const ledger = (
    person: TestPerson,
    kind: LedgerKind,
    minutes: number,
    effectiveDate: string,
    typeId = annualId,
  ) =>
    api.database.owner.insert(leaveLedgerEntries).values({
      companyId: company.companyId,
      memberId: person.companyMemberId!,
      leaveTypeId: typeId,
      kind,
      minutes,
      effectiveDate,
      source: 'manual',
    });
  const request = (
    person: TestPerson,
    typeId: string,
    days: string[],
    status: 'pending' | 'approved' | 'rejected',
    owner: TestCompany = company,
  ) =>
    insertLeaveRequest(api.database, {
      companyId: owner.companyId,
      person,
      leaveTypeId: typeId,
      days,
      status,
    });

  beforeAll(async () => {
    company = await api.company();
    other = await api.company();
    await seedAbsenceDefaultsIn(api.database, [company, other], '2019-01-01');
    colleague = await createMember(api.database, company.companyId, 'MEMBER', { name: '=HYPERLINK("x")' });
    await api.database.owner
      .update(users)
      .set({ name: 'Ana Member' })
      .where(eq(users.id, company.member.userId));
    ({ departmentId } = await createDepartment(api.database, company.companyId, [company.member]));
    annualId = await leaveTypeId(api.database, company.companyId, 'Annual leave');
    sickId = await leaveTypeId(api.database, company.companyId, 'Sick leave');
    await api.database.owner.insert(allowancePolicies).values({
      companyId: company.companyId,
      leaveTypeId: annualId,
      effectiveFrom: '2019-01-01',
      yearlyDays: 20,
    });

    // 2019: 20 days, 5 taken. New Year 2020: 15 left lapse, 5 come back as carried.
    await ledger(company.member, 'allocation', 9600, '2019-01-01');
    await ledger(company.member, 'taken', -2400, '2019-06-03');
    await ledger(company.member, 'expiry', -7200, '2020-01-01');
    await ledger(company.member, 'carry_in', 2400, '2020-01-01');
    // 2020: 20 days, one added by hand, two carried days lapse in April, two taken.
    await ledger(company.member, 'allocation', 9600, '2020-01-01');
    await ledger(company.member, 'adjustment', 480, '2020-03-01');
    await ledger(company.member, 'expiry', -960, '2020-04-01');
    await ledger(company.member, 'taken', -960, '2020-02-10');
    await request(company.member, annualId, ['2020-12-21'], 'pending');
    // 2099: a day booked far ahead is planned, not taken.
    await ledger(company.member, 'allocation', 9600, '2099-01-01');
    await ledger(company.member, 'taken', -480, '2099-06-01');

    await request(company.member, annualId, ['2020-07-06', '2020-07-07'], 'approved');
    await request(colleague, sickId, ['2020-07-07', '2020-07-08', '2020-07-09'], 'approved');
    await request(colleague, annualId, ['2020-08-03'], 'rejected');
    await request(
      other.member,
      await leaveTypeId(api.database, other.companyId, 'Annual leave'),
      ['2020-07-07'],
      'approved',
      other,
    );
  });

  describe('allowance report', () => {
    it("gives each member's year per leave type, every ledger entry in exactly one column", async () => {
      const response = await api.inject(getAllowanceReport, { as: company.admin, query: { year: 2020 } });
      expect(response.statusCode).toBe(200);
      const report = allowanceReportSchema.parse(response.json());
      const row = report.rows.find(
        (item) => item.memberId === company.member.companyMemberId && item.leaveTypeId === annualId,
      );
      expect(row).toMatchObject({
        name: 'Ana Member',
        dayMinutes: 480,
        carriedMinutes: 2400,
        entitledMinutes: 9600,
        adjustedMinutes: 480,
        lapsedMinutes: -960,
        takenMinutes: 960,
        plannedMinutes: 0,
        pendingMinutes: 480,
        leftMinutes: 9600 + 2400 + 480 - 960 - 960 - 480,
      });
      expect(report.leaveTypes.find((type) => type.leaveTypeId === annualId)?.unit).toBe('days');
      // Everyone has a row of the type with an allowance, zeros where nothing happened; a type
      // without one only where something did (the colleague's sick leave has no ledger entries).
      expect(report.total).toBe(4);
      const rowsOf = (typeId: string) => report.rows.filter((item) => item.leaveTypeId === typeId);
      expect(rowsOf(annualId)).toHaveLength(4);
      expect(rowsOf(sickId)).toHaveLength(0);
      const owner = report.rows.find((item) => item.memberId === company.owner.companyMemberId);
      expect(owner).toMatchObject({ leaveTypeId: annualId, entitledMinutes: 0, leftMinutes: 0 });
    });

    it('counts leave after today as planned, and filters by department and leave type', async () => {
      const ahead = await api.inject(getAllowanceReport, {
        as: company.owner,
        query: { year: 2099, departmentId, leaveTypeId: annualId },
      });
      expect(ahead.statusCode).toBe(200);
      const report = allowanceReportSchema.parse(ahead.json());
      expect(report.total).toBe(1);
      expect(report.leaveTypes.map((type) => type.leaveTypeId)).toEqual([annualId]);
      expect(report.rows).toEqual([
        expect.objectContaining({
          memberId: company.member.companyMemberId,
          carriedMinutes: 9600 + 2400 + 480 - 960 - 960 - 480 + 480,
          takenMinutes: 0,
          plannedMinutes: 480,
        }),
      ]);
    });

    it("is refused to members, and another company's department is not found", async () => {
      const refused = await api.inject(getAllowanceReport, { as: company.member, query: { year: 2020 } });
      expect(refused.statusCode).toBe(403);
      const foreign = await createDepartment(api.database, other.companyId, []);
      const hidden = await api.inject(getAllowanceReport, {
        as: company.admin,
        query: { year: 2020, departmentId: foreign.departmentId },
      });
      expect(hidden.statusCode).toBe(404);
      const bad = await api.inject(getAllowanceReport, { as: company.admin, query: { year: 20 } });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).fields?.map((field) => field.path)).toEqual(['query.year']);
    });

    it('downloads as CSV in days with formula-looking names neutralised, and as XLSX', async () => {
      const csv = await api.inject(exportAllowanceReport, {
        as: company.admin,
        query: { year: 2020, format: 'csv' },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="allowance-2020.csv"');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        '"Name","Department","Leave type","Unit","Carried","Entitled","Adjusted","Lapsed","Taken","Planned","Pending","Left"',
      );
      expect(lines.find((line) => line.startsWith('"Ana Member",'))).toMatch(
        /^"Ana Member","Department \d+","Annual leave","days",5,20,1,-2,2,0,1,21$/,
      );
      expect(lines.some((line) => line.startsWith(`"'=HYPERLINK(""x"")"`))).toBe(true);
      const xlsx = await api.inject(exportAllowanceReport, {
        as: company.admin,
        query: { year: 2020, format: 'xlsx' },
      });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });
  });

  describe('leave report', () => {
    it('lists the requests with days in the period, their minutes inside it, and totals per type', async () => {
      const response = await api.inject(getLeaveReport, {
        as: company.admin,
        query: { from: '2020-07-07', to: '2020-08-31' },
      });
      expect(response.statusCode).toBe(200);
      const report = leaveReportSchema.parse(response.json());
      expect(report.total).toBe(3);
      expect(report.rows.map((row) => [row.name, row.status, row.minutesInPeriod, row.totalMinutes])).toEqual(
        [
          ['Ana Member', 'approved', 480, 960],
          ['=HYPERLINK("x")', 'approved', 1440, 1440],
          ['=HYPERLINK("x")', 'rejected', 0, 480],
        ],
      );
      expect(report.totals).toEqual(
        expect.arrayContaining([
          { leaveTypeId: sickId, minutes: 1440, requests: 1 },
          { leaveTypeId: annualId, minutes: 480, requests: 2 },
        ]),
      );
      // Another company's request of the same days is not among them.
      expect(report.rows.every((row) => row.memberId !== other.member.companyMemberId)).toBe(true);
    });

    it('filters by status, leave type and department', async () => {
      const approvedSick = await api.inject(getLeaveReport, {
        as: company.owner,
        query: { from: '2020-07-01', to: '2020-07-31', status: 'approved', leaveTypeId: sickId },
      });
      expect(leaveReportSchema.parse(approvedSick.json()).rows.map((row) => row.totalMinutes)).toEqual([
        1440,
      ]);
      const ofDepartment = await api.inject(getLeaveReport, {
        as: company.owner,
        query: { from: '2020-01-01', to: '2020-12-31', departmentId },
      });
      const rows = leaveReportSchema.parse(ofDepartment.json()).rows;
      expect(new Set(rows.map((row) => row.name))).toEqual(new Set(['Ana Member']));
    });

    it('refuses a period backwards or longer than a year, naming the field, and members', async () => {
      const backwards = await api.inject(getLeaveReport, {
        as: company.admin,
        query: { from: '2020-07-07', to: '2020-07-01' },
      });
      expect(backwards.statusCode).toBe(400);
      expect(errorOf(backwards).fields?.map((field) => field.path)).toEqual(['query.to']);
      const long = await api.inject(getLeaveReport, {
        as: company.admin,
        query: { from: '2020-01-01', to: '2021-06-01' },
      });
      expect(long.statusCode).toBe(400);
      const refused = await api.inject(getLeaveReport, {
        as: company.member,
        query: { from: '2020-07-01', to: '2020-07-31' },
      });
      expect(refused.statusCode).toBe(403);
    });

    it('downloads as CSV with the amounts in days', async () => {
      const csv = await api.inject(exportLeaveReport, {
        as: company.admin,
        query: { from: '2020-07-07', to: '2020-07-31', format: 'csv', leaveTypeId: sickId },
      });
      expect(csv.statusCode).toBe(200);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        /^"'=HYPERLINK\(""x""\)",,"Sick leave","2020-07-07","2020-07-09","full","approved","hours",24,24,"/,
      );
    });
  });
});
