import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  coverageWarnings,
  deleteCoverageRule,
  departmentCoverageSchema,
  getCoverageRules,
  getDepartmentCoverage,
  setCoverageRule,
} from '@atrium/contract/absence';
import {
  absenceCoverageRules,
  companyMembers,
  departments,
  divisions,
  leaveRequestDays,
  leaveRequests,
  leaveTypes,
} from '../../../db/schema/index.ts';
import { useApiTest } from '../../../test/api-test.ts';
import { unchecked } from '../../../test/inject.ts';
import { createMember, errorOf, type TestCompany, type TestPerson } from '../../../test/tenant-fixtures.ts';
import { seedAbsenceDefaults } from '../absence-defaults.ts';

describe('coverage rules and department coverage', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let departmentId: string;
  let elsewhereId: string;
  let otherDepartmentId: string;
  let colleague: TestPerson;
  let outsider: TestPerson;

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

  /** A request of `person` over `days` in `status`, with one leave_request_days row per day. */
  const away = async (person: TestPerson, days: string[], status: 'approved' | 'pending' | 'rejected') => {
    const [type] = await api.database.owner
      .select({ id: leaveTypes.id })
      .from(leaveTypes)
      .where(eq(leaveTypes.companyId, company.companyId))
      .limit(1);
    const [request] = await api.database.owner
      .insert(leaveRequests)
      .values({
        companyId: company.companyId,
        memberId: person.companyMemberId!,
        leaveTypeId: type!.id,
        startsOn: days[0]!,
        endsOn: days.at(-1)!,
        requestedMinutes: 480 * days.length,
        status,
      })
      .returning({ id: leaveRequests.id });
    if (status === 'rejected') return;
    await api.database.owner.insert(leaveRequestDays).values(
      days.map((day) => ({
        companyId: company.companyId,
        requestId: request!.id,
        memberId: person.companyMemberId!,
        leaveTypeId: type!.id,
        day,
        minutes: 480,
      })),
    );
  };

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    await api.database.withTenant({ companyId: company.companyId, userId: company.owner.userId }, (tx) =>
      seedAbsenceDefaults(tx, company.companyId, '2026-01-01'),
    );
    departmentId = await department(company.companyId, 'Support');
    elsewhereId = await department(company.companyId, 'Sales');
    otherDepartmentId = await department(other.companyId, 'Support');
    colleague = await createMember(api.database, company.companyId);
    outsider = await createMember(api.database, company.companyId);
    await place(company.member, departmentId);
    await place(colleague, departmentId);
    await place(company.admin, departmentId);
    await place(outsider, elsewhereId);
  });

  it('ADMIN/OWNER set, replace, list and remove a rule', async () => {
    const set = await api.inject(setCoverageRule, {
      as: company.admin,
      params: { departmentId },
      body: { kind: 'count', minimum: 2 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ departmentId, kind: 'count', minimum: 2 });
    const replaced = await api.inject(setCoverageRule, {
      as: company.owner,
      params: { departmentId },
      body: { kind: 'percent', minimum: 50 },
    });
    expect(replaced.json()).toEqual({ departmentId, kind: 'percent', minimum: 50 });
    const list = await api.inject(getCoverageRules, { as: company.owner });
    expect(list.json()).toEqual([{ departmentId, kind: 'percent', minimum: 50 }]);

    const removed = await api.inject(deleteCoverageRule, { as: company.admin, params: { departmentId } });
    expect(removed.statusCode).toBe(204);
    expect((await api.inject(getCoverageRules, { as: company.owner })).json()).toEqual([]);
  });

  it('refuses a share above 100 % naming the field, and writes nothing', async () => {
    const refused = await api.inject(setCoverageRule, {
      as: company.admin,
      params: { departmentId },
      body: { kind: 'percent', minimum: 150 },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields?.map((field) => field.path)).toEqual(['body.minimum']);
    const zero = await api.inject(setCoverageRule, {
      as: company.admin,
      params: { departmentId },
      body: unchecked({ kind: 'count', minimum: 0 }),
    });
    expect(errorOf(zero).fields?.map((field) => field.path)).toEqual(['body.minimum']);
    const rows = await api.database.owner
      .select()
      .from(absenceCoverageRules)
      .where(eq(absenceCoverageRules.companyId, company.companyId));
    expect(rows).toEqual([]);
  });

  it("answers 404 for another company's department and 403 to a MEMBER setting a rule", async () => {
    const foreign = await api.inject(setCoverageRule, {
      as: company.admin,
      params: { departmentId: otherDepartmentId },
      body: { kind: 'count', minimum: 1 },
    });
    expect(foreign.statusCode).toBe(404);
    const member = await api.inject(setCoverageRule, {
      as: company.member,
      params: { departmentId },
      body: { kind: 'count', minimum: 1 },
    });
    expect(member.statusCode).toBe(403);
    const read = await api.inject(getDepartmentCoverage, {
      as: company.admin,
      params: { departmentId: otherDepartmentId },
      query: { from: '2026-03-02', to: '2026-03-08' },
    });
    expect(read.statusCode).toBe(404);
  });

  it("counts each day's people away on approved and pending leave; weekends are not working days", async () => {
    await api.inject(setCoverageRule, {
      as: company.admin,
      params: { departmentId },
      body: { kind: 'count', minimum: 2 },
    });
    // 2026-03-02 is a Monday.
    await away(company.member, ['2026-03-02', '2026-03-03'], 'approved');
    await away(colleague, ['2026-03-03'], 'pending');
    await away(colleague, ['2026-03-04'], 'rejected');
    await away(outsider, ['2026-03-02'], 'approved');

    const response = await api.inject(getDepartmentCoverage, {
      as: company.member,
      params: { departmentId },
      query: { from: '2026-03-02', to: '2026-03-08' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const coverage = departmentCoverageSchema.parse(response.json());
    expect(coverage.rule).toEqual({ departmentId, kind: 'count', minimum: 2 });
    expect(
      coverage.days.map(({ date, working, headcount, approved, pending }) => [
        date,
        working,
        headcount,
        approved,
        pending,
      ]),
    ).toEqual([
      ['2026-03-02', true, 3, 1, 0],
      ['2026-03-03', true, 3, 1, 1],
      ['2026-03-04', true, 3, 0, 0],
      ['2026-03-05', true, 3, 0, 0],
      ['2026-03-06', true, 3, 0, 0],
      ['2026-03-07', false, 3, 0, 0],
      ['2026-03-08', false, 3, 0, 0],
    ]);
    // Tuesday falls short: one of three present where two are asked; Monday would with one more away.
    expect(coverageWarnings(coverage.rule, coverage.days)).toEqual([
      { date: '2026-03-03', present: 1, required: 2, headcount: 3 },
    ]);
    expect(
      coverageWarnings(coverage.rule, coverage.days, ['2026-03-02', '2026-03-07']).map((w) => w.date),
    ).toEqual(['2026-03-02', '2026-03-03']);
  });

  it("lets the department's members, its managers and ADMIN/OWNER read it, nobody else", async () => {
    const asOutsider = await api.inject(getDepartmentCoverage, {
      as: outsider,
      params: { departmentId },
      query: { from: '2026-03-02', to: '2026-03-08' },
    });
    expect(asOutsider.statusCode).toBe(403);
    const asOwner = await api.inject(getDepartmentCoverage, {
      as: company.owner,
      params: { departmentId },
      query: { from: '2026-03-02', to: '2026-03-08' },
    });
    expect(asOwner.statusCode).toBe(200);
  });

  it('refuses a range ending before it starts or longer than 93 days, naming query.to', async () => {
    for (const query of [
      { from: '2026-03-08', to: '2026-03-02' },
      { from: '2026-01-01', to: '2026-06-30' },
    ]) {
      const response = await api.inject(getDepartmentCoverage, {
        as: company.member,
        params: { departmentId },
        query,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.map((field) => field.path)).toEqual(['query.to']);
    }
  });
});
