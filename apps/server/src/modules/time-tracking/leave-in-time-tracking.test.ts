import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancelLeaveRequest, submitLeaveRequest, type LeaveRequestDetail } from '@atrium/contract/absence';
import { Modules } from '@atrium/contract/access';
import {
  createActivity,
  dayAbsenceSchema,
  exportStatistics,
  getCurrentUserAbsenceOnDate,
  getHoursStatistics,
  getUsersStatistics,
  hoursStatisticsSchema,
  usersStatisticsSchema,
  type DayAbsence,
} from '@atrium/contract/time-tracking';
import { leaveRequestDays, leaveRequests, leaveTypes, publicHolidays, users } from '../../db/schema/index.ts';
import { useApiTest } from '../../test/api-test.ts';
import {
  createDepartment,
  createMember,
  errorOf,
  leaveTypeId,
  seedAbsenceDefaultsIn,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';
import { createCatalog, insertActivity, type Catalog } from './test/time-tracking-fixtures.ts';

/*
 * docs/product/time-tracking.md#leave-and-holidays and #expected-hours-and-leave: the home day
 * shows the caller's leave and holiday; statistics count leave against the expected hours.
 */
describe('leave on the timeline and in the statistics', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let catalog: Catalog;
  let alice: TestPerson;
  let bob: TestPerson;
  let manager: TestPerson;
  let special: string;
  let unpaid: string;
  let sick: string;

  /** Past leave cannot be requested any more (notice), so the week under test is written directly. */
  const pastLeave = async (
    person: TestPerson,
    leaveTypeId: string,
    day: string,
    minutes: number,
    status: 'approved' | 'pending',
    companyId = company.companyId,
  ) => {
    const [row] = await api.database.owner
      .insert(leaveRequests)
      .values({
        companyId,
        memberId: person.companyMemberId!,
        leaveTypeId,
        startsOn: day,
        endsOn: day,
        part: minutes === 480 ? 'full' : 'morning',
        requestedMinutes: minutes,
        status,
      })
      .returning({ id: leaveRequests.id });
    await api.database.owner.insert(leaveRequestDays).values({
      companyId,
      requestId: row!.id,
      memberId: person.companyMemberId!,
      leaveTypeId,
      day,
      minutes,
    });
  };

  const dayOf = async (as: TestPerson, date: string): Promise<DayAbsence> => {
    const response = await api.inject(getCurrentUserAbsenceOnDate, { as, query: { date } });
    expect(response.statusCode, response.body).toBe(200);
    return dayAbsenceSchema.parse(response.json());
  };

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    await seedAbsenceDefaultsIn(api.database, [company, other]);
    special = await leaveTypeId(api.database, company.companyId, 'Special leave');
    unpaid = await leaveTypeId(api.database, company.companyId, 'Unpaid leave');
    sick = await leaveTypeId(api.database, company.companyId, 'Sick leave');
    // Special leave: approved at once and by the hour, so that a half day can be asked for.
    await api.database.owner
      .update(leaveTypes)
      .set({ unit: 'hour', autoApprove: true })
      .where(eq(leaveTypes.id, special));
    await api.database.owner.update(leaveTypes).set({ unit: 'hour' }).where(eq(leaveTypes.id, unpaid));
    catalog = await createCatalog(api.database, company.companyId);
    alice = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Alice' });
    bob = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Bob' });
    manager = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Manager' });
    await createDepartment(api.database, company.companyId, [alice], manager);
    await api.database.owner
      .update(users)
      .set({ timeZone: 'Europe/Skopje' })
      .where(eq(users.id, alice.userId));

    // The week of Monday 16 November 2026: Wednesday a public holiday, Thursday a day of sick
    // leave (private), Friday a morning of special leave, Tuesday a pending afternoon.
    await api.database.owner.insert(publicHolidays).values({
      companyId: company.companyId,
      country: 'MK',
      holidayDate: '2026-11-18',
      names: { en: 'Test Day', mk: 'Тест ден', sq: 'Dita e testit' },
      kind: 'public',
      source: 'manual',
      publishedAt: new Date(),
    });
    await pastLeave(alice, sick, '2026-11-19', 480, 'approved');
    await pastLeave(alice, special, '2026-11-20', 240, 'approved');
    await pastLeave(alice, unpaid, '2026-11-17', 240, 'pending');
    const add = (person: TestPerson, start: string, hours: number) =>
      insertActivity(api.database, person, {
        start,
        end: new Date(Date.parse(start) + hours * 3600_000).toISOString(),
        projectId: catalog.projectId,
        actionTypeId: catalog.actionTypeId,
      });
    await add(alice, '2026-11-16T07:00:00Z', 8);
    await add(alice, '2026-11-17T07:00:00Z', 9);
    await add(alice, '2026-11-20T11:00:00Z', 4);
    await add(bob, '2026-11-16T07:00:00Z', 8);
    // Another company's leave on the same days.
    await pastLeave(
      other.member,
      await leaveTypeId(api.database, other.companyId, 'Annual leave'),
      '2026-11-16',
      480,
      'approved',
      other.companyId,
    );
  });

  describe('the home day', () => {
    it('shows an approved half day with its type and minutes, and the expected minutes', async () => {
      const submitted = await api.inject(submitLeaveRequest, {
        as: alice,
        body: { leaveTypeId: special, startsOn: '2026-12-14', endsOn: '2026-12-14', part: 'afternoon' },
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      expect((submitted.json() as LeaveRequestDetail).status).toBe('approved');
      const day = await dayOf(alice, '2026-12-14');
      expect(day).toMatchObject({ date: '2026-12-14', expectedMinutes: 480, holiday: null });
      expect(day.leave).toEqual([
        expect.objectContaining({
          leaveTypeId: special,
          names: expect.objectContaining({ en: 'Special leave', mk: 'Посебно отсуство' }),
          status: 'approved',
          part: 'afternoon',
          minutes: 240,
        }),
      ]);
    });

    it('marks pending leave as pending, and a withdrawn request no longer shows', async () => {
      const submitted = await api.inject(submitLeaveRequest, {
        as: alice,
        body: { leaveTypeId: unpaid, startsOn: '2026-12-15', endsOn: '2026-12-16' },
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const request = submitted.json() as LeaveRequestDetail;
      expect(request.status).toBe('pending');
      const pending = await dayOf(alice, '2026-12-16');
      expect(pending.leave.map((leave) => [leave.status, leave.part, leave.minutes])).toEqual([
        ['pending', 'full', 480],
      ]);

      const withdrawn = await api.inject(cancelLeaveRequest, {
        as: alice,
        params: { leaveRequestId: request.leaveRequestId },
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect((await dayOf(alice, '2026-12-16')).leave).toEqual([]);
    });

    it("names the holiday and expects nothing on it; one's own private leave keeps its type", async () => {
      const holiday = await dayOf(alice, '2026-11-18');
      expect(holiday).toEqual({
        date: '2026-11-18',
        expectedMinutes: 0,
        holiday: { names: { en: 'Test Day', mk: 'Тест ден', sq: 'Dita e testit' }, kind: 'public' },
        leave: [],
      });
      const sickDay = await dayOf(alice, '2026-11-19');
      expect(sickDay.leave).toEqual([
        expect.objectContaining({ leaveTypeId: sick, status: 'approved', part: 'full', minutes: 480 }),
      ]);
      expect(sickDay.leave[0]!.names.en).toBe('Sick leave');
    });

    it("shows only the caller's own leave: a colleague's and another company's never show", async () => {
      expect((await dayOf(bob, '2026-11-19')).leave).toEqual([]);
      expect((await dayOf(manager, '2026-11-19')).leave).toEqual([]);
      const foreign = await dayOf(other.member, '2026-11-18');
      expect(foreign).toMatchObject({ holiday: null, expectedMinutes: 480, leave: [] });
      expect((await dayOf(other.member, '2026-11-16')).leave).toHaveLength(1);
      expect((await dayOf(other.member, '2026-11-19')).leave).toEqual([]);
    });

    it('refuses a bad date naming the field, and a company without ABSENCE', async () => {
      const bad = await api.inject(getCurrentUserAbsenceOnDate, {
        as: alice,
        query: { date: '2026-02-30' },
      });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).fields?.map((field) => field.path)).toContain('query.date');
      const without = await api.company({ modules: [Modules.TIME_TRACKING] });
      const refused = await api.inject(getCurrentUserAbsenceOnDate, {
        as: without.member,
        query: { date: '2026-11-18' },
      });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('MODULE_NOT_SUBSCRIBED');
    });
  });

  describe('expected hours in the statistics', () => {
    const week = { from: '2026-11-16', to: '2026-11-22' };

    it('counts expected, worked and approved leave of a week with a holiday and a leave day', async () => {
      const response = await api.inject(getHoursStatistics, {
        as: alice,
        query: week,
      });
      expect(response.statusCode, response.body).toBe(200);
      const report = hoursStatisticsSchema.parse(response.json());
      const figures = report.attendance!.days.map((day) => [
        day.date,
        day.expectedMinutes,
        day.workedMinutes,
        day.leaveMinutes,
        day.differenceMinutes,
      ]);
      expect(figures).toEqual([
        ['2026-11-16', 480, 480, 0, 0],
        // The pending afternoon does not count.
        ['2026-11-17', 480, 540, 0, 60],
        // The holiday expects nothing.
        ['2026-11-18', 0, 0, 0, 0],
        ['2026-11-19', 480, 0, 480, 0],
        ['2026-11-20', 480, 240, 240, 0],
        ['2026-11-21', 0, 0, 0, 0],
        ['2026-11-22', 0, 0, 0, 0],
      ]);
      expect(report.attendance!.totals).toEqual({
        expectedMinutes: 1920,
        workedMinutes: 1260,
        leaveMinutes: 720,
        differenceMinutes: 60,
      });
    });

    it('the users report gives each member in the scope their figures: members themselves, managers their departments', async () => {
      const users = async (as: TestPerson) => {
        const response = await api.inject(getUsersStatistics, { as, query: week });
        expect(response.statusCode, response.body).toBe(200);
        return usersStatisticsSchema.parse(response.json()).attendance!.members;
      };
      const byAdmin = await users(company.admin);
      const aliceRow = byAdmin.find((row) => row.companyMemberId === alice.companyMemberId);
      expect(aliceRow).toMatchObject({
        name: 'Alice',
        expectedMinutes: 1920,
        leaveMinutes: 720,
        differenceMinutes: 60,
      });
      // Bob worked Monday only: four expected days short, and nobody else's leave is his.
      expect(byAdmin.find((row) => row.companyMemberId === bob.companyMemberId)).toMatchObject({
        expectedMinutes: 1920,
        workedMinutes: 480,
        leaveMinutes: 0,
        differenceMinutes: -1440,
      });
      expect(byAdmin.map((row) => row.companyMemberId)).not.toContain(other.member.companyMemberId);

      expect((await users(bob)).map((row) => row.name)).toEqual(['Bob']);
      expect((await users(manager)).map((row) => row.name)).toEqual(['Alice', 'Manager']);

      const foreign = await users(other.admin);
      expect(foreign.find((row) => row.companyMemberId === other.member.companyMemberId)).toMatchObject({
        leaveMinutes: 480,
      });
      expect(foreign.map((row) => row.companyMemberId)).not.toContain(alice.companyMemberId);
    });

    it('is left out when a project narrows the report or the company has no ABSENCE', async () => {
      const narrowed = await api.inject(getHoursStatistics, {
        as: alice,
        query: { ...week, projectId: catalog.projectId },
      });
      expect(hoursStatisticsSchema.parse(narrowed.json()).attendance).toBeNull();
      const without = await api.company({ modules: [Modules.TIME_TRACKING] });
      const plain = await api.inject(getHoursStatistics, { as: without.member, query: week });
      expect(plain.statusCode).toBe(200);
      expect(hoursStatisticsSchema.parse(plain.json()).attendance).toBeNull();
    });

    it('work at 00:30 in Skopje belongs to that local day', async () => {
      const created = await api.inject(createActivity, {
        as: alice,
        body: {
          startAt: '2026-11-09T23:30:00Z',
          endAt: '2026-11-10T00:30:00Z',
          projectId: catalog.projectId,
          actionTypeId: catalog.actionTypeId,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const response = await api.inject(getHoursStatistics, {
        as: alice,
        query: { from: '2026-11-09', to: '2026-11-10' },
      });
      const days = hoursStatisticsSchema.parse(response.json()).attendance!.days;
      expect(days.map((day) => [day.date, day.workedMinutes])).toEqual([
        ['2026-11-09', 0],
        ['2026-11-10', 60],
      ]);
    });

    it('the export of the hours report carries the expected, leave and difference columns', async () => {
      const response = await api.inject(exportStatistics, {
        as: alice,
        query: { ...week, report: 'hours', format: 'csv' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe(
        '"Date","Hours","Billable hours","Activities","Members","Expected hours","Leave hours","Difference hours"',
      );
      // Every day of the range has a row, a day of leave without time too.
      expect(lines).toHaveLength(8);
      expect(lines).toContain('"2026-11-19",0,0,0,0,8,8,0');
      expect(lines).toContain('"2026-11-17",9,9,1,1,8,0,1');
    });
  });
});
