import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  decideLeaveRequests,
  getApprovalPolicy,
  getLeaveApprovalInbox,
  getLeaveRequest,
  getMyLeaveRequests,
  getTeamPlanner,
  setApprovalPolicy,
  submitLeaveRequest,
  type ApprovalPolicy,
  type approvalPolicyBodySchema,
  type LeaveInboxItem,
  type LeaveRequest,
  type LeaveRequestDetail,
  type LeaveWaitingStep,
  type TeamPlanner,
} from '@atrium/contract/absence';
import { updateMemberStatus } from '@atrium/contract/companies';
import {
  companyMembers,
  departmentRoles,
  departments,
  divisions,
  leaveTypes,
  users,
} from '../../../db/schema/index.ts';
import { useApiTest } from '../../../test/api-test.ts';
import {
  createCompanyRow,
  createMember,
  type TestCompany,
  type TestPerson,
} from '../../../test/tenant-fixtures.ts';
import { seedAbsenceDefaults } from '../absence-defaults.ts';

/*
 * Who a request waits for (docs/product/absence.md#approvals, decision 080): every step waits for
 * someone who may decide it and is not the requester; a step whose approvers left, or that only the
 * requester could decide, goes to the company's owners and admins; the requester and the people
 * who may read a request see who, by name; the policy screen is told where a rule falls back.
 */
describe('who a request waits for', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let manager: TestPerson;
  let colleague: TestPerson;
  let named: TestPerson;
  let special: string;
  let supportId: string;

  const rename = (person: TestPerson, name: string) =>
    api.database.owner.update(users).set({ name }).where(eq(users.id, person.userId));

  const typeId = async (companyId: string, en: string) => {
    const [row] = await api.database.owner
      .select({ id: leaveTypes.id })
      .from(leaveTypes)
      .where(and(eq(leaveTypes.companyId, companyId), sql`${leaveTypes.names} ->> 'en' = ${en}`));
    return row!.id;
  };

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    for (const { companyId, owner } of [company, other]) {
      await api.database.withTenant({ companyId, userId: owner.userId }, (tx) =>
        seedAbsenceDefaults(tx, companyId, '2026-01-01'),
      );
    }
    await rename(company.owner, 'Olga Owner');
    await rename(company.admin, 'Adam Admin');
    await rename(company.member, 'Mia Member');
    await rename(other.owner, 'Oscar Elsewhere');
    await rename(other.admin, 'Alma Elsewhere');
    special = await typeId(company.companyId, 'Special leave');
    manager = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Mara Manager' });
    colleague = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Cole League' });
    named = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Nina Named' });
    const [division] = await api.database.owner
      .insert(divisions)
      .values({ companyId: company.companyId, name: 'Operations' })
      .returning({ id: divisions.id });
    const [department] = await api.database.owner
      .insert(departments)
      .values({ companyId: company.companyId, divisionId: division!.id, name: 'Support' })
      .returning({ id: departments.id });
    supportId = department!.id;
    for (const person of [company.member, manager, colleague]) {
      await api.database.owner
        .update(companyMembers)
        .set({ departmentId: supportId })
        .where(eq(companyMembers.id, person.companyMemberId!));
    }
    // Support has a manager and its division none: the manager's own requests have no one above.
    await api.database.owner.insert(departmentRoles).values({
      companyId: company.companyId,
      companyMemberId: manager.companyMemberId!,
      departmentId: supportId,
      role: 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    });
  });

  let day = 0;
  /** A weekday of 2027 not asked for before, so that no two requests of one person overlap. */
  const nextDay = () => {
    const date = new Date(Date.UTC(2027, 0, 4 + Math.floor(day / 5) * 7 + (day % 5)));
    day += 1;
    return date.toISOString().slice(0, 10);
  };

  const submit = async (as: TestPerson, leaveTypeId = special) => {
    const date = nextDay();
    const response = await api.inject(submitLeaveRequest, {
      as,
      body: { leaveTypeId, startsOn: date, endsOn: date },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as LeaveRequestDetail;
  };

  const decide = (as: TestPerson, id: string) =>
    api.inject(decideLeaveRequests, {
      as,
      body: { leaveRequestIds: [id], decision: 'approved', comment: null },
    });

  const inboxIds = async (as: TestPerson) => {
    const response = await api.inject(getLeaveApprovalInbox, { as });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as LeaveInboxItem[]).map((item) => item.leaveRequestId);
  };

  const mine = async (as: TestPerson, id: string) => {
    const response = await api.inject(getMyLeaveRequests, { as, query: {} });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as LeaveRequest[]).find((request) => request.leaveRequestId === id)!;
  };

  const detail = (as: TestPerson, id: string) =>
    api.inject(getLeaveRequest, { as, params: { leaveRequestId: id } });

  const policy = async (body: z.input<typeof approvalPolicyBodySchema>) => {
    const response = await api.inject(setApprovalPolicy, { as: company.admin, body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ApprovalPolicy;
  };

  const ownersAndAdmins: Partial<LeaveWaitingStep> = {
    position: 1,
    state: 'pending',
    approverKind: 'admin',
    names: ['Olga Owner', 'Adam Admin'],
  };

  it("a manager's own request reaches the owners and admins, who see it in their inbox and decide it", async () => {
    await policy({ rules: [] });
    const own = await submit(manager);
    expect(own.status).toBe('pending');
    expect(own.waitingFor).toEqual([expect.objectContaining({ ...ownersAndAdmins, fallback: false })]);
    expect(await inboxIds(company.owner)).toContain(own.leaveRequestId);
    expect(await inboxIds(company.admin)).toContain(own.leaveRequestId);
    expect(await inboxIds(manager)).not.toContain(own.leaveRequestId);
    expect((await decide(manager, own.leaveRequestId)).statusCode).toBe(403);

    const decided = await decide(company.owner, own.leaveRequestId);
    expect(decided.statusCode, decided.body).toBe(200);
    const [after] = decided.json() as LeaveRequestDetail[];
    expect(after).toMatchObject({ status: 'approved', waitingFor: [] });
  });

  it('a rule whose named approver left the company falls back to the owners and admins', async () => {
    const set = await policy({
      rules: [
        {
          name: 'Nina decides special leave',
          leaveTypeId: special,
          steps: [{ approverKind: 'named_member', approverMemberId: named.companyMemberId! }],
        },
      ],
    });
    // While she is here, only her own requests fall back; she has not left.
    expect(set.warnings).toContainEqual(
      expect.objectContaining({ scope: 'rule', reason: 'approver_is_requester', names: ['Nina Named'] }),
    );
    expect(set.warnings).not.toContainEqual(expect.objectContaining({ reason: 'approver_left' }));
    const before = await submit(colleague);
    expect(before.waitingFor).toEqual([
      expect.objectContaining({ approverKind: 'named_member', fallback: false, names: ['Nina Named'] }),
    ]);
    expect(await inboxIds(named)).toContain(before.leaveRequestId);
    expect(await inboxIds(company.owner)).not.toContain(before.leaveRequestId);

    const left = await api.inject(updateMemberStatus, {
      as: company.admin,
      params: { companyMemberId: named.companyMemberId! },
      body: { status: 'DISABLED' },
    });
    expect(left.statusCode, left.body).toBe(200);

    // The request made before she left now waits for the owners and admins, who decide it.
    expect((await mine(colleague, before.leaveRequestId)).waitingFor).toEqual([
      expect.objectContaining({ ...ownersAndAdmins, fallback: true }),
    ]);
    expect(await inboxIds(company.owner)).toContain(before.leaveRequestId);
    expect(await inboxIds(company.member)).not.toContain(before.leaveRequestId);
    // One made after she left is resolved to them at once.
    const after = await submit(colleague);
    expect(after.waitingFor).toEqual([expect.objectContaining({ ...ownersAndAdmins, fallback: false })]);
    const decided = await decide(company.admin, before.leaveRequestId);
    expect(decided.statusCode, decided.body).toBe(200);
    expect((decided.json() as LeaveRequestDetail[])[0]!.status).toBe('approved');

    // The policy screen is told which rule falls back and why.
    const read = await api.inject(getApprovalPolicy, { as: company.owner });
    expect((read.json() as ApprovalPolicy).warnings).toContainEqual({
      scope: 'rule',
      approvalRuleId: set.rules[0]!.approvalRuleId,
      ruleName: 'Nina decides special leave',
      position: 1,
      reason: 'approver_left',
      names: ['Nina Named'],
      more: 0,
    });
  });

  it('the requester never decides their own step, and a sole owner’s request waits for someone else', async () => {
    await policy({ rules: [{ name: 'Owners and admins', steps: [{ approverKind: 'admin' }] }] });
    const admins = await submit(company.admin);
    expect(admins.waitingFor).toEqual([
      expect.objectContaining({ approverKind: 'admin', names: ['Olga Owner'] }),
    ]);
    expect(admins.canDecide).toBe(false);
    expect(await inboxIds(company.admin)).not.toContain(admins.leaveRequestId);
    expect((await decide(company.admin, admins.leaveRequestId)).statusCode).toBe(403);

    // A company whose only owner asks: nobody else may decide, so the request is not approved by
    // itself; it waits for the owners and admins and reaches the first one named.
    const soloId = await createCompanyRow(api.database, { name: 'Solo' });
    const solo = await createMember(api.database, soloId, 'OWNER', { name: 'Sol Owner' });
    const helper = await createMember(api.database, soloId, 'MEMBER', { name: 'Hal Helper' });
    await api.database.withTenant({ companyId: soloId, userId: solo.userId }, (tx) =>
      seedAbsenceDefaults(tx, soloId, '2026-01-01'),
    );
    const alone = await submit(solo, await typeId(soloId, 'Special leave'));
    expect(alone.status).toBe('pending');
    expect(alone.waitingFor).toEqual([
      expect.objectContaining({ approverKind: 'admin', fallback: true, names: [] }),
    ]);
    expect((await decide(solo, alone.leaveRequestId)).statusCode).toBe(403);
    const soloPolicy = await api.inject(getApprovalPolicy, { as: solo });
    expect((soloPolicy.json() as ApprovalPolicy).warnings).toContainEqual(
      expect.objectContaining({ scope: 'company', reason: 'no_other_admin', names: ['Sol Owner'] }),
    );
    expect(await inboxIds(helper)).toEqual([]);
    await api.database.owner
      .update(companyMembers)
      .set({ role: 'ADMIN' })
      .where(eq(companyMembers.id, helper.companyMemberId!));
    expect(await inboxIds(helper)).toEqual([alone.leaveRequestId]);
    expect((await decide(helper, alone.leaveRequestId)).statusCode).toBe(200);
  });

  it("another company's owners and admins are never candidates", async () => {
    await policy({ rules: [] });
    const own = await submit(manager);
    const names = own.waitingFor.flatMap((step) => step.names);
    expect(names).not.toContain('Oscar Elsewhere');
    expect(names).not.toContain('Alma Elsewhere');
    for (const outsider of [other.owner, other.admin]) {
      expect(await inboxIds(outsider)).not.toContain(own.leaveRequestId);
      expect((await detail(outsider, own.leaveRequestId)).statusCode).toBe(404);
      expect((await decide(outsider, own.leaveRequestId)).statusCode).toBe(404);
    }
    expect((await decide(company.owner, own.leaveRequestId)).statusCode).toBe(200);
  });

  it('the requester and the planner read whom a step waits for; a member without the right sees nothing more', async () => {
    await policy({
      rules: [
        {
          name: 'Manager, then owners and admins',
          steps: [{ approverKind: 'department_manager' }, { approverKind: 'admin' }],
        },
      ],
    });
    const request = await submit(company.member);
    const expected = [
      expect.objectContaining({ position: 1, state: 'pending', names: ['Mara Manager'] }),
      expect.objectContaining({ position: 2, state: 'waiting', names: ['Olga Owner', 'Adam Admin'] }),
    ];
    expect((await mine(company.member, request.leaveRequestId)).waitingFor).toEqual(expected);
    for (const reader of [company.member, manager, company.owner]) {
      const read = await detail(reader, request.leaveRequestId);
      expect(read.statusCode, read.body).toBe(200);
      expect((read.json() as LeaveRequestDetail).waitingFor).toEqual(expected);
    }
    // No ids among them: the step carries names only.
    expect(JSON.stringify(request.waitingFor)).not.toContain(manager.companyMemberId!);

    const planner = async (as: TestPerson) => {
      const response = await api.inject(getTeamPlanner, {
        as,
        query: { month: request.startsOn.slice(0, 7), departmentId: supportId },
      });
      expect(response.statusCode, response.body).toBe(200);
      const plan = response.json() as TeamPlanner;
      return plan.absences.find(
        (absence) => absence.memberId === company.member.companyMemberId && absence.date === request.startsOn,
      )!;
    };
    expect((await planner(company.member)).leaveRequestId).toBe(request.leaveRequestId);
    expect((await planner(manager)).leaveRequestId).toBe(request.leaveRequestId);
    expect((await planner(company.owner)).leaveRequestId).toBe(request.leaveRequestId);
    // A colleague of the department: the day, as before, but not the request nor whom it waits for.
    const seen = await planner(colleague);
    expect(seen).toMatchObject({ status: 'pending', leaveRequestId: null });
    expect((await detail(colleague, request.leaveRequestId)).statusCode).toBe(404);
  });

  it('the policy names the departments without a manager and the managers whose own requests fall back', async () => {
    const set = await policy({ rules: [] });
    expect(set.warnings).toContainEqual(
      expect.objectContaining({
        scope: 'default',
        position: 1,
        reason: 'approver_is_requester',
        names: ['Mara Manager'],
      }),
    );
    expect(set.warnings).toContainEqual(
      expect.objectContaining({ scope: 'default', reason: 'no_department' }),
    );
    const [sales] = await api.database.owner
      .insert(departments)
      .values({
        companyId: company.companyId,
        divisionId: (
          await api.database.owner
            .select({ id: divisions.id })
            .from(divisions)
            .where(eq(divisions.companyId, company.companyId))
        )[0]!.id,
        name: 'Sales',
      })
      .returning({ id: departments.id });
    await api.database.owner
      .update(companyMembers)
      .set({ departmentId: sales!.id })
      .where(eq(companyMembers.id, company.member.companyMemberId!));
    const scoped = await policy({
      rules: [{ name: 'Sales', departmentId: sales!.id, steps: [{ approverKind: 'department_manager' }] }],
    });
    expect(scoped.warnings).toContainEqual({
      scope: 'rule',
      approvalRuleId: scoped.rules[0]!.approvalRuleId,
      ruleName: 'Sales',
      position: 1,
      reason: 'no_manager',
      names: ['Sales'],
      more: 0,
    });
    // Members do not read the policy, warnings included.
    expect((await api.inject(getApprovalPolicy, { as: colleague })).statusCode).toBe(403);
    await api.database.owner
      .update(companyMembers)
      .set({ departmentId: supportId })
      .where(eq(companyMembers.id, company.member.companyMemberId!));
  });
});
