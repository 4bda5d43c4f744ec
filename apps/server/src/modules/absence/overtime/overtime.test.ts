import { beforeAll, describe, expect, it } from 'vitest';
import {
  approveOvertime,
  createLeaveType,
  getBalanceExplanation,
  getLeaveBalances,
  getMemberOvertime,
  getPayrollMonth,
  getTeamOvertime,
  memberOvertimeSchema,
  setOvertimeRules,
  submitLeaveRequest,
  teamOvertimeSchema,
  type BalanceExplanation,
  type LeaveBalance,
  type MemberOvertime,
  type OvertimeRules,
  type PayrollMonth,
} from '@atrium/contract/absence';
import { addUtcDays, localDate } from '@atrium/contract/dates';
import { publicHolidays } from '../../../db/schema/index.ts';
import { useApiTest } from '../../../test/api-test.ts';
import {
  createDepartment,
  createMember,
  errorOf,
  seedAbsenceDefaultsIn,
  type TestCompany,
  type TestPerson,
} from '../../../test/tenant-fixtures.ts';
import {
  createCatalog,
  insertActivity,
  type Catalog,
} from '../../time-tracking/test/time-tracking-fixtures.ts';
import { runBalanceWork } from '../requests/absence-jobs.ts';
import { weekStartOf } from './overtime-computation.ts';

/*
 * Overtime and time off in lieu (docs/product/overtime.md). March 2026, a Monday-to-Friday week
 * of 8 hours. Alice works 9 hours a day in the week of 2 March (45 hours: 5 of overtime); in the
 * week of 16 March she works 4 hours on a public holiday, 6 hours on Tuesday and 8 on the other
 * days; in the week of 23 March 8 hours a day and 2 hours of meetings on Saturday. Mia manages her
 * department; Bob is a colleague outside it.
 */
describe('overtime and time off in lieu', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let catalog: Catalog;
  let alice: TestPerson;
  let mia: TestPerson;
  let bob: TestPerson;

  const work = (start: string, hours: number, actionTypeId = catalog.actionTypeId) =>
    insertActivity(api.database, alice, {
      start,
      end: new Date(Date.parse(start) + hours * 3600_000).toISOString(),
      projectId: catalog.projectId,
      actionTypeId,
    });
  const rules = (changes: Partial<OvertimeRules> = {}, as: TestPerson = company.admin) =>
    api.inject(setOvertimeRules, {
      as,
      body: {
        actionTypeIds: null,
        dailyThresholdMinutes: 0,
        roundingMinutes: 0,
        monthlyCapMinutes: null,
        deductUndertime: true,
        requiresApproval: false,
        ...changes,
      },
    });
  const overtime = async (from: string, to: string, as: TestPerson = alice): Promise<MemberOvertime> => {
    const response = await api.inject(getMemberOvertime, { as, query: { from, to } });
    expect(response.statusCode, response.body).toBe(200);
    return memberOvertimeSchema.parse(response.json());
  };
  const week = async (start: string) => (await overtime(start, addUtcDays(start, 6))).overtimeMinutes;

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    await seedAbsenceDefaultsIn(api.database, [company, other]);
    catalog = await createCatalog(api.database, company.companyId);
    alice = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Alice' });
    mia = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Mia' });
    bob = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Bob' });
    await createDepartment(api.database, company.companyId, [alice], mia);
    await api.database.owner.insert(publicHolidays).values({
      companyId: company.companyId,
      country: 'MK',
      holidayDate: '2026-03-16',
      names: { en: 'Test Day' },
      kind: 'public',
      source: 'manual',
      publishedAt: new Date(),
    });
    for (const day of ['02', '03', '04', '05', '06']) await work(`2026-03-${day}T07:00:00Z`, 9);
    await work('2026-03-16T07:00:00Z', 4);
    await work('2026-03-17T07:00:00Z', 6);
    for (const day of ['18', '19', '20', '23', '24', '25', '26', '27'])
      await work(`2026-03-${day}T07:00:00Z`, 8);
    await work('2026-03-28T08:00:00Z', 2, catalog.otherActionTypeId);
  });

  it('counts 5 hours of overtime in a 45-hour week of 40 expected, an hour a day', async () => {
    const figures = await overtime('2026-03-02', '2026-03-08');
    expect(figures.overtimeMinutes).toBe(300);
    expect(
      figures.days.slice(0, 5).map((day) => [day.workedMinutes, day.scheduledMinutes, day.overtimeMinutes]),
    ).toEqual(Array.from({ length: 5 }, () => [540, 480, 60]));
    expect(figures.weeks).toEqual([
      expect.objectContaining({
        start: '2026-03-02',
        end: '2026-03-08',
        overtimeMinutes: 300,
        state: 'counted',
      }),
    ]);
  });

  it('refuses rules out of range naming the field, an action type of another company, and a member setting them', async () => {
    const bad = await api.inject(setOvertimeRules, {
      as: company.admin,
      body: {
        actionTypeIds: null,
        dailyThresholdMinutes: -5,
        roundingMinutes: 20 as 15,
        monthlyCapMinutes: null,
        deductUndertime: true,
        requiresApproval: false,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.map((field) => field.path)).toEqual(
      expect.arrayContaining(['body.dailyThresholdMinutes', 'body.roundingMinutes']),
    );
    const foreign = await createCatalog(api.database, other.companyId, 'Other');
    const stranger = await rules({ actionTypeIds: [foreign.actionTypeId] });
    expect(stranger.statusCode).toBe(400);
    expect(errorOf(stranger).fields?.map((field) => field.path)).toEqual(['body.actionTypeIds']);
    expect((await rules({}, alice)).statusCode).toBe(403);
  });

  it('applies the daily threshold, rounds down and stops at the monthly cap', async () => {
    expect((await rules({ dailyThresholdMinutes: 30 })).statusCode).toBe(200);
    expect(await week('2026-03-02')).toBe(5 * 30);
    await rules({ dailyThresholdMinutes: 20, roundingMinutes: 15 });
    expect(await week('2026-03-02')).toBe(5 * 30);
    await rules({ monthlyCapMinutes: 120 });
    const capped = await overtime('2026-03-02', '2026-03-08');
    expect(capped.days.slice(0, 5).map((day) => day.overtimeMinutes)).toEqual([60, 60, 0, 0, 0]);
    await rules();
  });

  it('counts a public holiday as nothing expected, and deducts a short day only when the rules say so', async () => {
    const deducted = await overtime('2026-03-16', '2026-03-22');
    expect(deducted.days[0]).toMatchObject({ workedMinutes: 240, scheduledMinutes: 0, overtimeMinutes: 240 });
    expect(deducted.overtimeMinutes).toBe(240 - 120);
    await rules({ deductUndertime: false });
    expect(await week('2026-03-16')).toBe(240);
    await rules();
  });

  it('counts only the chosen action types', async () => {
    expect(await week('2026-03-23')).toBe(120);
    await rules({ actionTypeIds: [catalog.actionTypeId] });
    expect(await week('2026-03-23')).toBe(0);
    await rules();
  });

  it('gives payroll the same overtime as the rules', async () => {
    await rules({ dailyThresholdMinutes: 30, deductUndertime: false });
    const march = await overtime('2026-03-01', '2026-03-31');
    const response = await api.inject(getPayrollMonth, { as: company.admin, query: { month: '2026-03' } });
    const payroll = response.json() as PayrollMonth;
    const row = payroll.rows.find((candidate) => candidate.memberId === alice.companyMemberId);
    expect(row?.figures.overtimeMinutes).toBe(march.overtimeMinutes);
    expect(march.overtimeMinutes).toBe(5 * 30 + 210 + 90);
    await rules();
  });

  describe('approval and time off in lieu', () => {
    let inLieu: string;
    const approve = (as: TestPerson, weekStart: string, memberId = alice.companyMemberId!) =>
      api.inject(approveOvertime, { as, body: { memberId, weekStart } });
    const balance = async (): Promise<LeaveBalance | undefined> => {
      const response = await api.inject(getLeaveBalances, { as: alice, query: {} });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { balances: LeaveBalance[] }).balances.find(
        (candidate) => candidate.leaveTypeId === inLieu,
      );
    };

    beforeAll(async () => {
      const created = await api.inject(createLeaveType, {
        as: company.admin,
        body: {
          names: { en: 'Time off in lieu' },
          colour: '#12b886',
          category: 'other',
          unit: 'hour',
          timeOffInLieu: true,
          autoApprove: true,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      inLieu = (created.json() as { leaveTypeId: string }).leaveTypeId;
      expect((await rules({ requiresApproval: true })).statusCode).toBe(200);
    });

    it('shows an ended week as waiting for approval, and nothing in lieu before it', async () => {
      const figures = await overtime('2026-03-02', '2026-03-08');
      expect(figures.requiresApproval).toBe(true);
      expect(figures.weeks[0]).toMatchObject({ state: 'pending', approval: null });
      expect((await balance())?.availableMinutes).toBe(0);
    });

    it('refuses a member approving their own, a colleague who is not their approver and another company', async () => {
      expect((await approve(alice, '2026-03-02')).statusCode).toBe(403);
      expect((await approve(bob, '2026-03-02')).statusCode).toBe(403);
      expect((await approve(other.admin, '2026-03-02')).statusCode).toBe(403);
      expect((await approve(company.admin, '2026-03-02', other.member.companyMemberId)).statusCode).toBe(403);
      const reading = await api.inject(getMemberOvertime, {
        as: bob,
        query: { memberId: alice.companyMemberId, from: '2026-03-02', to: '2026-03-08' },
      });
      expect(reading.statusCode).toBe(404);
    });

    it("shows the manager their team's month, and approves a week once: it feeds time off in lieu", async () => {
      const team = teamOvertimeSchema.parse(
        (await api.inject(getTeamOvertime, { as: mia, query: { month: '2026-03' } })).json(),
      );
      expect(team.members.map((member) => member.name)).toEqual(['Alice']);
      expect(team.members[0]?.weeks.find((entry) => entry.start === '2026-03-02')?.state).toBe('pending');
      const bobs = teamOvertimeSchema.parse(
        (await api.inject(getTeamOvertime, { as: bob, query: { month: '2026-03' } })).json(),
      );
      expect(bobs.members).toEqual([]);

      const approved = await approve(mia, '2026-03-02');
      expect(approved.statusCode, approved.body).toBe(201);
      expect(approved.json()).toMatchObject({
        state: 'approved',
        approval: { minutes: 300, approvedBy: 'Mia' },
      });
      const again = await approve(company.admin, '2026-03-02');
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).fields?.map((field) => field.path)).toEqual(['body.weekStart']);
      expect((await overtime('2026-03-02', '2026-03-08')).weeks[0]?.state).toBe('approved');
      expect((await balance())?.availableMinutes).toBe(300);

      const explained = await api.inject(getBalanceExplanation, {
        as: alice,
        query: { leaveTypeId: inLieu, year: 2026 },
      });
      const entries = (explained.json() as BalanceExplanation).entries;
      expect(entries).toEqual([
        expect.objectContaining({
          kind: 'accrual',
          source: 'overtime',
          minutes: 300,
          actorName: 'Mia',
          overtimePeriod: { from: '2026-03-02', to: '2026-03-08' },
        }),
      ]);
    });

    it('refuses a week that has not ended or does not start on a Monday', async () => {
      const thisWeek = weekStartOf(localDate(new Date(), 'Europe/Skopje'));
      const running = await approve(mia, thisWeek);
      expect(running.statusCode).toBe(409);
      const tuesday = await approve(mia, '2026-03-03');
      expect(tuesday.statusCode).toBe(400);
      expect(errorOf(tuesday).fields?.map((field) => field.path)).toEqual(['body.weekStart']);
    });

    it('takes 5 hours in lieu like any leave, and refuses more than is left', async () => {
      let day = addUtcDays(localDate(new Date(), 'Europe/Skopje'), 2);
      while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addUtcDays(day, 1);
      const body = { leaveTypeId: inLieu, startsOn: day, endsOn: day, part: 'hours' as const };
      const taken = await api.inject(submitLeaveRequest, {
        as: alice,
        body: { ...body, startMinute: 540, endMinute: 840 },
      });
      expect(taken.statusCode, taken.body).toBe(201);
      const left = await balance();
      expect(left?.availableMinutes ?? 0).toBe(0);
      const more = await api.inject(submitLeaveRequest, {
        as: alice,
        body: { ...body, startMinute: 900, endMinute: 960 },
      });
      expect(more.statusCode).toBe(409);
    });
  });

  it('without required approval, records ended weeks as counted and fills time off in lieu once', async () => {
    const own = await api.company({ name: 'Counted' });
    await seedAbsenceDefaultsIn(api.database, [own]);
    const ownCatalog = await createCatalog(api.database, own.companyId, 'Counted');
    const worker = await createMember(api.database, own.companyId, 'MEMBER', { name: 'Wes' });
    const today = localDate(new Date(), 'Europe/Skopje');
    const monday = weekStartOf(addUtcDays(today, -14));
    await insertActivity(api.database, worker, {
      start: `${monday}T07:00:00Z`,
      end: `${monday}T16:00:00Z`,
      projectId: ownCatalog.projectId,
      actionTypeId: ownCatalog.actionTypeId,
    });
    const rulesSet = await api.inject(setOvertimeRules, {
      as: own.admin,
      body: {
        actionTypeIds: null,
        dailyThresholdMinutes: 0,
        roundingMinutes: 0,
        monthlyCapMinutes: null,
        deductUndertime: false,
        requiresApproval: false,
      },
    });
    expect(rulesSet.statusCode).toBe(200);
    const created = await api.inject(createLeaveType, {
      as: own.admin,
      body: {
        names: { en: 'Time off in lieu' },
        colour: '#12b886',
        category: 'other',
        unit: 'hour',
        timeOffInLieu: true,
      },
    });
    const inLieu = (created.json() as { leaveTypeId: string }).leaveTypeId;
    const work = () =>
      api.database.withTenant({ companyId: own.companyId, userId: own.owner.userId }, (tx) =>
        runBalanceWork(tx, own.companyId, today),
      );
    await work();
    await work();
    const balances = await api.inject(getLeaveBalances, { as: worker, query: {} });
    const balance = (balances.json() as { balances: LeaveBalance[] }).balances.find(
      (candidate) => candidate.leaveTypeId === inLieu,
    );
    expect(balance?.availableMinutes).toBe(60);
    const figures = await api.inject(getMemberOvertime, {
      as: worker,
      query: { from: monday, to: addUtcDays(monday, 6) },
    });
    expect(memberOvertimeSchema.parse(figures.json()).weeks[0]).toMatchObject({
      state: 'counted',
      approval: { minutes: 60, approvedBy: null },
    });
  });
});
