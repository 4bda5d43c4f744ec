import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  closePayrollMonth,
  exportPayrollMonth,
  getPayrollMonth,
  payrollMonthSchema,
  type PayrollMonth,
} from '@atrium/contract/absence';
import { publicHolidays, users, workSchedules } from '../../../db/schema/index.ts';
import { useApiTest } from '../../../test/api-test.ts';
import { insertLeaveRequest } from '../../../test/leave-request-fixtures.ts';
import {
  createMember,
  errorOf,
  leaveTypeId,
  seedAbsenceDefaultsIn,
  type TestCompany,
  type TestPerson,
} from '../../../test/tenant-fixtures.ts';
import {
  createCatalog,
  insertActivity,
  type Catalog,
} from '../../time-tracking/test/time-tracking-fixtures.ts';

/*
 * The payroll month and its close (docs/product/absence-reports.md#payroll-month). March 2026:
 * 22 working days, Monday 9 March a public holiday. Alice works 17 hours and takes a day of sick
 * leave; Bob, whose schedule expects nothing, works 2 hours on a Saturday: all of it overtime.
 */
describe('payroll month', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let catalog: Catalog;
  let alice: TestPerson;
  let bob: TestPerson;
  let sick: string;

  const work = (person: TestPerson, start: string, hours: number) =>
    insertActivity(api.database, person, {
      start,
      end: new Date(Date.parse(start) + hours * 3600_000).toISOString(),
      projectId: catalog.projectId,
      actionTypeId: catalog.actionTypeId,
    });
  const month = async (as: TestPerson, value: string): Promise<PayrollMonth> => {
    const response = await api.inject(getPayrollMonth, { as, query: { month: value } });
    expect(response.statusCode, response.body).toBe(200);
    return payrollMonthSchema.parse(response.json());
  };
  const rowOf = (view: PayrollMonth, person: TestPerson) =>
    view.rows.find((row) => row.memberId === person.companyMemberId);

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    await seedAbsenceDefaultsIn(api.database, [company, other]);
    sick = await leaveTypeId(api.database, company.companyId, 'Sick leave');
    catalog = await createCatalog(api.database, company.companyId);
    alice = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Alice' });
    bob = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Bob' });
    await api.database.owner
      .update(users)
      .set({ timeZone: 'Europe/Skopje' })
      .where(eq(users.id, alice.userId));
    await api.database.owner.insert(workSchedules).values({
      companyId: company.companyId,
      memberId: bob.companyMemberId!,
      effectiveFrom: '2020-01-01',
      mondayMinutes: 0,
      tuesdayMinutes: 0,
      wednesdayMinutes: 0,
      thursdayMinutes: 0,
      fridayMinutes: 0,
      saturdayMinutes: 0,
      sundayMinutes: 0,
    });
    await api.database.owner.insert(publicHolidays).values({
      companyId: company.companyId,
      country: 'MK',
      holidayDate: '2026-03-09',
      names: { en: 'Test Day' },
      kind: 'public',
      source: 'manual',
      publishedAt: new Date(),
    });
    await insertLeaveRequest(api.database, {
      companyId: company.companyId,
      person: alice,
      leaveTypeId: sick,
      days: ['2026-03-04'],
      status: 'approved',
    });
    await work(alice, '2026-03-02T07:00:00Z', 9);
    await work(alice, '2026-03-03T07:00:00Z', 8);
    await work(bob, '2026-03-07T08:00:00Z', 2);
  });

  it("gives each member's expected, worked, leave, overtime, undertime and holiday time of the month", async () => {
    const march = await month(company.admin, '2026-03');
    expect(march.closed).toBeNull();
    expect(rowOf(march, alice)?.figures).toEqual({
      expectedMinutes: 21 * 480,
      workedMinutes: 17 * 60,
      leaveMinutes: 480,
      overtimeMinutes: 0,
      undertimeMinutes: 21 * 480 - 17 * 60 - 480,
      holidayMinutes: 480,
      leave: [{ leaveTypeId: sick, minutes: 480 }],
    });
    expect(rowOf(march, bob)?.figures).toMatchObject({
      expectedMinutes: 0,
      workedMinutes: 120,
      overtimeMinutes: 120,
      undertimeMinutes: 0,
      holidayMinutes: 0,
    });
    expect(march.leaveTypes.map((type) => type.leaveTypeId)).toEqual([sick]);
  });

  it('closes a month that has ended, keeps its figures, and pays a later change with the next close', async () => {
    const closed = await api.inject(closePayrollMonth, { as: company.owner, body: { month: '2026-03' } });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(payrollMonthSchema.parse(closed.json()).closed).not.toBeNull();

    // Four hours more on a day of March, recorded after its close.
    await work(alice, '2026-03-05T07:00:00Z', 4);
    const march = await month(company.admin, '2026-03');
    expect(rowOf(march, alice)?.figures.workedMinutes).toBe(17 * 60);
    const april = await month(company.admin, '2026-04');
    expect(april.corrections).toEqual([
      expect.objectContaining({
        memberId: alice.companyMemberId,
        month: '2026-03',
        figures: expect.objectContaining({ workedMinutes: 240, undertimeMinutes: -240, overtimeMinutes: 0 }),
      }),
    ]);

    const aprilClosed = await api.inject(closePayrollMonth, {
      as: company.admin,
      body: { month: '2026-04' },
    });
    expect(aprilClosed.statusCode, aprilClosed.body).toBe(201);
    expect(payrollMonthSchema.parse(aprilClosed.json()).corrections).toHaveLength(1);
    // Paid with April: May has nothing more to correct in March.
    expect((await month(company.admin, '2026-05')).corrections).toEqual([]);
    // March still reads as it was closed.
    expect(rowOf(await month(company.owner, '2026-03'), alice)?.figures.workedMinutes).toBe(17 * 60);
  });

  it('refuses to close a month twice, out of order or before it ends, with a reason', async () => {
    const again = await api.inject(closePayrollMonth, { as: company.owner, body: { month: '2026-03' } });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).reason?.key).toBe('errors.reasons.payrollMonthClosed');
    const earlier = await api.inject(closePayrollMonth, { as: company.owner, body: { month: '2026-02' } });
    expect(earlier.statusCode).toBe(409);
    expect(errorOf(earlier).reason?.key).toBe('errors.reasons.payrollLaterMonthClosed');
    const future = await api.inject(closePayrollMonth, { as: company.owner, body: { month: '2099-01' } });
    expect(future.statusCode).toBe(409);
    expect(errorOf(future).reason?.key).toBe('errors.reasons.payrollMonthNotEnded');
    const bad = await api.inject(getPayrollMonth, { as: company.owner, query: { month: '2026-13' } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.map((field) => field.path)).toEqual(['query.month']);
  });

  it('is refused to members, and another company sees none of it', async () => {
    const refused = await api.inject(closePayrollMonth, { as: company.member, body: { month: '2026-01' } });
    expect(refused.statusCode).toBe(403);
    const read = await api.inject(getPayrollMonth, { as: company.member, query: { month: '2026-03' } });
    expect(read.statusCode).toBe(403);
    const theirs = await month(other.admin, '2026-03');
    expect(theirs.closed).toBeNull();
    expect(theirs.rows.map((row) => row.memberId)).not.toContain(alice.companyMemberId);
  });

  it('downloads the month with hours recomputed from the raw activities and leave days', async () => {
    const lines = async (value: string) => {
      const csv = await api.inject(exportPayrollMonth, {
        as: company.admin,
        query: { month: value, format: 'csv' },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="payroll-${value}.csv"`);
      return csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    const march = await lines('2026-03');
    expect(march[0]).toBe(
      '"Name","Department","Month","Expected hours","Worked hours","Overtime hours","Undertime hours","Leave hours","Public holiday hours","Sick leave (hours)"',
    );
    // From the rows written above: 22 weekdays less the holiday at 8 h, 9 + 8 h worked, a day of
    // sick leave, a holiday of 8 h; the month as closed, before the four late hours.
    const expected = (22 - 1) * 8;
    const worked = 9 + 8;
    const leave = 8;
    expect(march.find((line) => line.startsWith('"Alice",'))).toBe(
      `"Alice",,"2026-03",${expected},${worked},0,${expected - worked - leave},${leave},8,${leave}`,
    );
    expect(march.find((line) => line.startsWith('"Bob",'))).toBe('"Bob",,"2026-03",0,2,2,0,0,0,0');
    // April pays March's four late hours as a correction row.
    const april = await lines('2026-04');
    expect(april.find((line) => line.startsWith('"Alice",,"Correction of 2026-03"'))).toBe(
      '"Alice",,"Correction of 2026-03",0,4,0,-4,0,0',
    );
  });
});
