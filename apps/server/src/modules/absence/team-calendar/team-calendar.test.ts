import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  exportAbsenceGantt,
  ganttSchema,
  getAbsenceGantt,
  getTeamPlanner,
  LEAVE_REQUEST_PARTS,
  teamPlannerSchema,
} from '@atrium/contract/absence';
import {
  users,
  companyMembers,
  departmentRoles,
  departments,
  divisions,
  leaveRequestApprovals,
  leaveTypes,
} from '../../../db/schema/index.ts';
import { useApiTest } from '../../../test/api-test.ts';
import { insertLeaveRequest } from '../../../test/leave-request-fixtures.ts';
import { createMember, errorOf, type TestCompany, type TestPerson } from '../../../test/tenant-fixtures.ts';
import { seedAbsenceDefaults } from '../absence-defaults.ts';

describe('team planner and gantt chart', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let supportId: string;
  let salesId: string;
  let foreignDepartmentId: string;
  let colleague: TestPerson;
  let approver: TestPerson;
  let manager: TestPerson;
  let outsider: TestPerson;
  let annualId: string;
  let sickId: string;

  const department = async (companyId: string, name: string) => {
    const [division] = await api.database.owner
      .insert(divisions)
      .values({ companyId, name: `${name} division` })
      .returning({ id: divisions.id });
    const [row] = await api.database.owner
      .insert(departments)
      .values({ companyId, divisionId: division!.id, name })
      .returning({ id: departments.id });
    return row!.id;
  };
  const place = (person: TestPerson, id: string) =>
    api.database.owner
      .update(companyMembers)
      .set({ departmentId: id })
      .where(eq(companyMembers.id, person.companyMemberId!));
  const typeNamed = async (name: string) => {
    const [row] = await api.database.owner
      .select({ id: leaveTypes.id })
      .from(leaveTypes)
      .where(and(eq(leaveTypes.companyId, company.companyId), sql`${leaveTypes.names} ->> 'en' = ${name}`));
    return row?.id;
  };
  const request = async (
    person: TestPerson,
    leaveTypeId: string,
    days: string[],
    status: 'approved' | 'pending',
    approvers: TestPerson[] = [],
  ) => {
    const requestId = await insertLeaveRequest(api.database, {
      companyId: company.companyId,
      person,
      leaveTypeId,
      days,
      status,
    });
    if (approvers.length > 0) {
      await api.database.owner.insert(leaveRequestApprovals).values({
        companyId: company.companyId,
        requestId,
        position: 0,
        approverKind: 'named_member',
        mode: 'any_of',
        approverMemberIds: approvers.map((approverPerson) => approverPerson.companyMemberId!),
        state: 'approved',
      });
    }
  };

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    await api.database.withTenant({ companyId: company.companyId, userId: company.owner.userId }, (tx) =>
      seedAbsenceDefaults(tx, company.companyId, '2026-01-01'),
    );
    supportId = await department(company.companyId, 'Support');
    salesId = await department(company.companyId, 'Sales');
    foreignDepartmentId = await department(other.companyId, 'Support');
    colleague = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Colleague' });
    approver = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Approver' });
    manager = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Manager' });
    outsider = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Outsider' });
    for (const person of [company.member, colleague, approver]) await place(person, supportId);
    await place(outsider, salesId);
    await api.database.owner.insert(departmentRoles).values({
      companyId: company.companyId,
      companyMemberId: manager.companyMemberId!,
      departmentId: supportId,
      role: 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    });
    annualId = (await typeNamed('Annual leave'))!;
    sickId = (await typeNamed('Sick leave'))!;
    // 2026-03-02 is a Monday.
    await request(company.member, sickId, ['2026-03-03', '2026-03-04'], 'approved', [approver]);
    await request(colleague, annualId, ['2026-03-04'], 'pending');
    await request(outsider, annualId, ['2026-03-05'], 'approved');
  });

  const planner = async (as: TestPerson, query: { month: string; departmentId?: string }) => {
    const response = await api.inject(getTeamPlanner, { as, query });
    expect(response.statusCode, response.body).toBe(200);
    return { plan: teamPlannerSchema.parse(response.json()), body: response.body };
  };

  it("shows my department's month with weekends, approved and pending days, and coverage", async () => {
    const { plan } = await planner(colleague, { month: '2026-03' });
    expect(plan.departmentId).toBe(supportId);
    expect(plan.days).toHaveLength(31);
    expect(plan.days.find((day) => day.date === '2026-03-07')?.weekend).toBe(true);
    expect(plan.members.map((member) => member.memberId).sort()).toEqual(
      [company.member, colleague, approver].map((person) => person.companyMemberId).sort(),
    );
    expect(plan.absences.map(({ memberId, date, status }) => [memberId, date, status])).toEqual(
      expect.arrayContaining([
        [company.member.companyMemberId, '2026-03-03', 'approved'],
        [colleague.companyMemberId, '2026-03-04', 'pending'],
      ]),
    );
    expect(plan.absences.some((absence) => absence.memberId === outsider.companyMemberId)).toBe(false);
    // Which part of the day each absence takes, so the planner draws a half day as half a cell.
    expect(plan.absences.every((absence) => absence.part === 'full')).toBe(true);
    expect(plan.coverage.find((day) => day.date === '2026-03-04')).toMatchObject({
      headcount: 3,
      approved: 1,
      pending: 1,
    });
  });

  it("sends a private type only to the member, the request's approver and ADMIN/OWNER", async () => {
    const { plan, body } = await planner(colleague, { month: '2026-03' });
    const sick = plan.absences.filter((absence) => absence.memberId === company.member.companyMemberId);
    expect(sick.map((absence) => absence.leaveTypeId)).toEqual([null, null]);
    expect(body).not.toContain(sickId);
    expect(plan.absences.find((absence) => absence.memberId === colleague.companyMemberId)?.leaveTypeId).toBe(
      annualId,
    );
    for (const reader of [company.member, approver, company.admin]) {
      const seen = await planner(reader, { month: '2026-03', departmentId: supportId });
      const own = seen.plan.absences.filter((absence) => absence.memberId === company.member.companyMemberId);
      expect(own.map((absence) => absence.leaveTypeId)).toEqual([sickId, sickId]);
      expect(seen.plan.leaveTypes.map((type) => type.leaveTypeId)).toContain(sickId);
    }
    // The department's manager who is not the request's approver sees "Away" too.
    const managed = await planner(manager, { month: '2026-03', departmentId: supportId });
    expect(managed.body).not.toContain(sickId);
  });

  it("refuses another department to a member (403), another company's (404), a bad month (400)", async () => {
    const refused = await api.inject(getTeamPlanner, {
      as: outsider,
      query: { month: '2026-03', departmentId: supportId },
    });
    expect(refused.statusCode).toBe(403);
    const foreign = await api.inject(getTeamPlanner, {
      as: company.owner,
      query: { month: '2026-03', departmentId: foreignDepartmentId },
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await api.inject(getTeamPlanner, { as: colleague, query: { month: '2026-13' } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.map((field) => field.path)).toEqual(['query.month']);
  });

  it('answers the gantt window compactly, a page at a time, with "Away" for a private type', async () => {
    const query = { from: '2026-03-01', to: '2026-03-31', offset: 0, limit: 2 };
    const first = await api.inject(getAbsenceGantt, { as: company.admin, query });
    expect(first.statusCode, first.body).toBe(200);
    const page = ganttSchema.parse(first.json());
    expect(page.total).toBe(7);
    expect(page.members).toHaveLength(2);
    expect(page.days).toHaveLength(31);

    const department = ganttSchema.parse(
      (
        await api.inject(getAbsenceGantt, {
          as: manager,
          query: { from: '2026-03-01', to: '2026-03-31', departmentId: supportId },
        })
      ).json(),
    );
    expect(department.total).toBe(3);
    const memberRow = department.members.findIndex(
      (member) => member.memberId === company.member.companyMemberId,
    );
    const sickCells = department.cells.filter(([member]) => member === memberRow);
    expect(sickCells.map(([, day, status, type]) => [department.days[day]!.date, status, type])).toEqual([
      ['2026-03-03', 0, -1],
      ['2026-03-04', 0, -1],
    ]);
    expect(department.coverage).toHaveLength(31);
    // Each cell says which part of the day it takes: whole days here.
    expect(department.cells.every((cell) => LEAVE_REQUEST_PARTS[cell[5]] === 'full')).toBe(true);

    // A morning off is a half day on the chart too, drawn as the planner draws it.
    await insertLeaveRequest(api.database, {
      companyId: company.companyId,
      person: approver,
      leaveTypeId: annualId,
      days: ['2026-04-07'],
      status: 'approved',
      minutesPerDay: 240,
      part: 'morning',
    });
    const april = ganttSchema.parse(
      (
        await api.inject(getAbsenceGantt, {
          as: company.admin,
          query: { from: '2026-04-01', to: '2026-04-30', departmentId: supportId },
        })
      ).json(),
    );
    expect(
      april.cells.map(([member, day, , , minutes, part]) => [
        april.members[member]!.memberId,
        april.days[day]!.date,
        minutes,
        LEAVE_REQUEST_PARTS[part],
      ]),
    ).toEqual([[approver.companyMemberId, '2026-04-07', 240, 'morning']]);

    // A manager sees only the people of what they manage.
    const all = ganttSchema.parse(
      (
        await api.inject(getAbsenceGantt, { as: manager, query: { from: '2026-03-01', to: '2026-03-31' } })
      ).json(),
    );
    expect(all.members.map((member) => member.memberId)).not.toContain(outsider.companyMemberId);
  });

  it("refuses the gantt to a MEMBER (403), another company's department (404), a page too large (400)", async () => {
    const member = await api.inject(getAbsenceGantt, {
      as: company.member,
      query: { from: '2026-03-01', to: '2026-03-31' },
    });
    expect(member.statusCode).toBe(403);
    const foreign = await api.inject(getAbsenceGantt, {
      as: company.owner,
      query: { from: '2026-03-01', to: '2026-03-31', departmentId: foreignDepartmentId },
    });
    expect(foreign.statusCode).toBe(404);
    const tooMany = await api.inject(getAbsenceGantt, {
      as: company.owner,
      query: { from: '2026-03-01', to: '2026-03-31', limit: 5000 },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).fields?.map((field) => field.path)).toEqual(['query.limit']);
  });

  it('exports the chart as CSV with "Away" for a private type and formulas neutralised', async () => {
    await api.database.owner
      .update(users)
      .set({ name: '=HYPERLINK("x")' })
      .where(eq(users.id, colleague.userId));
    const response = await api.inject(exportAbsenceGantt, {
      as: manager,
      query: { from: '2026-03-01', to: '2026-03-31', departmentId: supportId, format: 'csv' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('2026-03-31');
    expect(lines).toHaveLength(4);
    expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(response.body).toContain('Annual leave (pending)');
    expect(response.body).toContain('Away');
    expect(response.body).not.toContain('Sick leave');
    const refused = await api.inject(exportAbsenceGantt, {
      as: company.member,
      query: { from: '2026-03-01', to: '2026-03-31', format: 'csv' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
