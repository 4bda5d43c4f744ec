import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adjustLeaveBalance,
  allocateAllowanceYear,
  cancelLeaveRequest,
  changeLeaveRequest,
  createAllowancePolicy,
  decideLeaveRequests,
  getBalanceExplanation,
  getLeaveApprovalInbox,
  getLeaveBalances,
  getLeaveRequest,
  getMyLeaveRequests,
  previewLeaveRequest,
  setApprovalPolicy,
  setMyApprovalDelegate,
  submitLeaveRequest,
  type BalanceExplanation,
  type LeaveBalance,
  type LeaveInboxItem,
  type LeavePreview,
  type LeaveRequestDetail,
} from '@atrium/contract/absence';
import { localDate } from '@atrium/contract/dates';
import {
  auditLog,
  companyMembers,
  departmentRoles,
  departments,
  divisions,
  leaveLedgerEntries,
  leaveRequestDays,
  leaveRequests,
  leaveTypes,
  notificationEvents,
} from '../../../db/schema/index.ts';
import { useApiTest } from '../../../test/api-test.ts';
import { unchecked } from '../../../test/inject.ts';
import { createMember, errorOf, type TestCompany, type TestPerson } from '../../../test/tenant-fixtures.ts';
import { seedAbsenceDefaults } from '../absence-defaults.ts';
import { expireCarried } from './allowances.ts';
import { escalateSteps } from './absence-jobs.ts';

describe('leave balances, requests and approvals', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let manager: TestPerson;
  let colleague: TestPerson;
  let annual: string;
  let sick: string;
  let departmentId: string;

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
    annual = await typeId(company.companyId, 'Annual leave');
    sick = await typeId(company.companyId, 'Sick leave');
    // Requested by the hour, so that half days and hours are allowed too.
    await api.database.owner.update(leaveTypes).set({ unit: 'hour' }).where(eq(leaveTypes.id, annual));
    manager = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Mara Manager' });
    colleague = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Cole League' });
    const [division] = await api.database.owner
      .insert(divisions)
      .values({ companyId: company.companyId, name: 'Operations' })
      .returning({ id: divisions.id });
    const [department] = await api.database.owner
      .insert(departments)
      .values({ companyId: company.companyId, divisionId: division!.id, name: 'Support' })
      .returning({ id: departments.id });
    departmentId = department!.id;
    for (const person of [company.member, manager, colleague]) {
      await api.database.owner
        .update(companyMembers)
        .set({ departmentId })
        .where(eq(companyMembers.id, person.companyMemberId!));
    }
    await api.database.owner.insert(departmentRoles).values({
      companyId: company.companyId,
      companyMemberId: manager.companyMemberId!,
      departmentId,
      role: 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    });
    const policy = await api.inject(createAllowancePolicy, {
      as: company.admin,
      body: { effectiveFrom: '2026-01-01', yearlyDays: 20, preset: 'MK', carryOverExpiresOn: '06-30' },
    });
    expect(policy.statusCode, policy.body).toBe(201);
    for (const year of [2026, 2027, 2028]) {
      const allocated = await api.inject(allocateAllowanceYear, { as: company.admin, body: { year } });
      expect(allocated.statusCode, allocated.body).toBe(200);
    }
  });

  const balance = async (as: TestPerson, on: string, leaveTypeId = annual): Promise<LeaveBalance> => {
    const response = await api.inject(getLeaveBalances, { as, query: { on } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { balances: LeaveBalance[] }).balances.find(
      (b) => b.leaveTypeId === leaveTypeId,
    )!;
  };

  const submit = async (
    as: TestPerson,
    body: Partial<
      Parameters<typeof api.inject<typeof submitLeaveRequest>>[1] extends infer O
        ? O extends { body?: infer B }
          ? B
          : never
        : never
    > & { startsOn: string; endsOn: string },
  ) => api.inject(submitLeaveRequest, { as, body: { leaveTypeId: annual, ...body } });

  const approve = (as: TestPerson, ids: string[], decision: 'approved' | 'rejected' = 'approved') =>
    api.inject(decideLeaveRequests, { as, body: { leaveRequestIds: ids, decision, comment: 'ok' } });

  it('policies: a preset below its statutory days is refused naming the field; MEMBER may not create; allocation is written once', async () => {
    const low = await api.inject(createAllowancePolicy, {
      as: company.admin,
      body: { effectiveFrom: '2026-01-01', yearlyDays: 19, preset: 'MK' },
    });
    expect(low.statusCode).toBe(400);
    expect(errorOf(low).fields?.map((field) => field.path)).toContain('body.yearlyDays');
    const asMember = await api.inject(createAllowancePolicy, {
      as: company.member,
      body: { effectiveFrom: '2026-01-01', yearlyDays: 20 },
    });
    expect(asMember.statusCode).toBe(403);
    const again = await api.inject(allocateAllowanceYear, { as: company.admin, body: { year: 2027 } });
    expect(again.json()).toEqual({ entriesWritten: 0 });
    const start = await balance(company.member, '2027-01-04');
    expect(start.availableMinutes).toBeGreaterThanOrEqual(20 * 480);
  });

  it('preview: weekends take nothing, the balance after is shown, and nothing is written', async () => {
    const before = await balance(company.member, '2027-02-01');
    const response = await api.inject(previewLeaveRequest, {
      as: company.member,
      body: { leaveTypeId: annual, startsOn: '2027-03-01', endsOn: '2027-03-07' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as LeavePreview;
    expect(preview.days.map((day) => [day.minutes, day.off])).toEqual([
      [480, null],
      [480, null],
      [480, null],
      [480, null],
      [480, null],
      [0, 'weekend'],
      [0, 'weekend'],
    ]);
    expect(preview.requestedMinutes).toBe(2400);
    expect(preview.years).toEqual([
      {
        year: 2027,
        requestedMinutes: 2400,
        availableBeforeMinutes: before.availableMinutes,
        availableAfterMinutes: before.availableMinutes - 2400,
      },
    ]);
    expect(preview.problems).toEqual([]);
    expect((await balance(company.member, '2027-02-01')).availableMinutes).toBe(before.availableMinutes);
  });

  it('bad input is refused naming the field', async () => {
    const reversed = await submit(company.member, { startsOn: '2027-03-05', endsOn: '2027-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(errorOf(reversed).fields?.map((field) => field.path)).toContain('body.endsOn');
    const hours = await submit(company.member, {
      startsOn: '2027-03-05',
      endsOn: '2027-03-05',
      part: 'hours',
    });
    expect(hours.statusCode).toBe(400);
    expect(errorOf(hours).fields?.map((field) => field.path)).toContain('body.startMinute');
    const status = await api.inject(submitLeaveRequest, {
      as: company.member,
      body: unchecked({ leaveTypeId: annual, startsOn: 'tomorrow', endsOn: '2027-03-05' }),
    });
    expect(status.statusCode).toBe(400);
    expect(errorOf(status).fields?.map((field) => field.path)).toContain('body.startsOn');
  });

  it('a double-submitted request creates one; overlapping the own request is refused naming it', async () => {
    const body = {
      startsOn: '2027-03-01',
      endsOn: '2027-03-05',
      idempotencyKey: 'march-week',
      comment: 'Ski',
    };
    const first = await submit(company.member, body);
    expect(first.statusCode, first.body).toBe(201);
    const second = await submit(company.member, body);
    expect(second.statusCode).toBe(201);
    const created = first.json() as LeaveRequestDetail;
    expect((second.json() as LeaveRequestDetail).leaveRequestId).toBe(created.leaveRequestId);
    expect(created).toMatchObject({ status: 'pending', requestedMinutes: 2400, stepsDone: 0, stepsTotal: 1 });
    expect(created.days).toHaveLength(5);
    expect(created.steps[0]!.approvers.map((person) => person.memberId)).toEqual([manager.companyMemberId]);
    const [count] = await api.database.owner
      .select({ n: sql<number>`count(*)::int` })
      .from(leaveRequests)
      .where(eq(leaveRequests.idempotencyKey, 'march-week'));
    expect(count!.n).toBe(1);

    const overlap = await submit(company.member, { startsOn: '2027-03-04', endsOn: '2027-03-08' });
    expect(overlap.statusCode).toBe(409);
    // Named by its days, which the reader's screen writes as dates; never by its id.
    expect(errorOf(overlap).message).not.toContain(created.leaveRequestId);
    expect(errorOf(overlap).fields?.[0]).toMatchObject({
      path: 'body.startsOn',
      reason: { key: 'errors.reasons.overlapsRequest', values: { from: '2027-03-01', to: '2027-03-05' } },
    });

    const reserved = await balance(company.member, '2027-02-01');
    expect(reserved.reservedMinutes).toBe(-2400);
    const events = await api.database.owner
      .select({ kind: notificationEvents.kind })
      .from(notificationEvents)
      .where(eq(notificationEvents.companyId, company.companyId));
    expect(events.map((event) => event.kind)).toContain('leave.approval_requested');
  });

  it('half days and hours: a morning and an afternoon share a day, hours take their length', async () => {
    const morning = await submit(company.member, {
      startsOn: '2027-04-05',
      endsOn: '2027-04-05',
      part: 'morning',
    });
    expect(morning.statusCode, morning.body).toBe(201);
    const afternoon = await submit(company.member, {
      startsOn: '2027-04-05',
      endsOn: '2027-04-05',
      part: 'afternoon',
    });
    expect(afternoon.statusCode, afternoon.body).toBe(201);
    expect((afternoon.json() as LeaveRequestDetail).requestedMinutes).toBe(240);
    const again = await submit(company.member, {
      startsOn: '2027-04-05',
      endsOn: '2027-04-05',
      part: 'morning',
    });
    expect(again.statusCode).toBe(409);
    const hours = await submit(company.member, {
      startsOn: '2027-04-06',
      endsOn: '2027-04-06',
      part: 'hours',
      startMinute: 540,
      endMinute: 660,
    });
    expect(hours.statusCode, hours.body).toBe(201);
    expect((hours.json() as LeaveRequestDetail).requestedMinutes).toBe(120);
    const weekend = await submit(company.member, { startsOn: '2027-04-10', endsOn: '2027-04-11' });
    expect(weekend.statusCode).toBe(409);
    expect(errorOf(weekend).fields?.[0]?.path).toBe('body.startsOn');
  });

  it("another member's request detail is 404; the approver and ADMIN read it; another company's id is 404", async () => {
    const [mine] = (await (
      await api.inject(getMyLeaveRequests, { as: company.member })
    ).json()) as LeaveRequestDetail[];
    const id = mine!.leaveRequestId;
    expect(
      (await api.inject(getLeaveRequest, { as: colleague, params: { leaveRequestId: id } })).statusCode,
    ).toBe(404);
    expect(
      (await api.inject(getLeaveRequest, { as: other.owner, params: { leaveRequestId: id } })).statusCode,
    ).toBe(404);
    expect(
      (await api.inject(getLeaveRequest, { as: manager, params: { leaveRequestId: id } })).statusCode,
    ).toBe(200);
    expect(
      (await api.inject(getLeaveRequest, { as: company.admin, params: { leaveRequestId: id } })).statusCode,
    ).toBe(200);
    expect((await approve(other.owner, [id])).statusCode).toBe(404);
    expect((await approve(colleague, [id])).statusCode).toBe(404);
  });

  it('the manager approves from the inbox; the member cannot approve their own; racing approvals take the balance once', async () => {
    const inbox = await api.inject(getLeaveApprovalInbox, { as: manager });
    const items = inbox.json() as LeaveInboxItem[];
    const march = items.find((item) => item.startsOn === '2027-03-01')!;
    expect(march.balanceAfterMinutes).not.toBeNull();
    expect((await api.inject(getLeaveApprovalInbox, { as: company.member })).json()).toEqual([]);
    expect((await approve(company.member, [march.leaveRequestId])).statusCode).toBe(403);

    const before = await balance(company.member, '2027-02-01');
    const [a, b] = await Promise.all([
      approve(manager, [march.leaveRequestId]),
      approve(manager, [march.leaveRequestId]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const taken = await api.database.owner
      .select({ minutes: leaveLedgerEntries.minutes, kind: leaveLedgerEntries.kind })
      .from(leaveLedgerEntries)
      .where(eq(leaveLedgerEntries.sourceId, march.leaveRequestId));
    expect(taken).toEqual([{ minutes: -2400, kind: 'taken' }]);
    const after = await balance(company.member, '2027-02-01');
    expect(after.availableMinutes).toBe(before.availableMinutes);
    expect(after.reservedMinutes).toBe(before.reservedMinutes + 2400);
    expect(after.plannedMinutes).toBe(-2400);
    const audit = await api.database.owner
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, march.leaveRequestId));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['leave_request.submitted', 'leave_request.approved']),
    );
  });

  it('approve or reject many at once; all or nothing', async () => {
    const inbox = (await (
      await api.inject(getLeaveApprovalInbox, { as: manager })
    ).json()) as LeaveInboxItem[];
    const ids = inbox.map((item) => item.leaveRequestId);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const mixed = await approve(manager, [...ids, 'ffffffff-ffff-4fff-bfff-ffffffffffff']);
    expect(mixed.statusCode).toBe(404);
    const stillPending = await api.database.owner
      .select({ status: leaveRequests.status })
      .from(leaveRequests)
      .where(eq(leaveRequests.id, ids[0]!));
    expect(stillPending[0]!.status).toBe('pending');
    const done = await approve(manager, ids.slice(0, 2), 'rejected');
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as LeaveRequestDetail[]).map((request) => request.status)).toEqual([
      'rejected',
      'rejected',
    ]);
    const approved = await approve(manager, ids.slice(2));
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('returning early gives the balance back through reversal entries; cancelling a pending request frees it', async () => {
    const mine = (await (
      await api.inject(getMyLeaveRequests, { as: company.member })
    ).json()) as LeaveRequestDetail[];
    const march = mine.find((request) => request.startsOn === '2027-03-01' && request.status === 'approved')!;
    const before = await balance(company.member, '2027-02-01');
    const bad = await api.inject(changeLeaveRequest, {
      as: company.member,
      params: { leaveRequestId: march.leaveRequestId },
      body: { kind: 'return_early', endsOn: '2027-03-05' },
    });
    expect(bad.statusCode).toBe(409);
    expect(errorOf(bad).fields?.[0]?.path).toBe('body.endsOn');
    const asked = await api.inject(changeLeaveRequest, {
      as: company.member,
      params: { leaveRequestId: march.leaveRequestId },
      body: { kind: 'return_early', endsOn: '2027-03-02', comment: 'Back on Wednesday' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((asked.json() as LeaveRequestDetail).change).toMatchObject({
      kind: 'return_early',
      status: 'pending',
    });
    expect((await approve(manager, [march.leaveRequestId])).statusCode).toBe(200);
    const after = await balance(company.member, '2027-02-01');
    expect(after.availableMinutes).toBe(before.availableMinutes + 3 * 480);
    const detail = (await (
      await api.inject(getLeaveRequest, {
        as: company.member,
        params: { leaveRequestId: march.leaveRequestId },
      })
    ).json()) as LeaveRequestDetail;
    expect(detail).toMatchObject({ endsOn: '2027-03-02', requestedMinutes: 960, status: 'approved' });
    expect(detail.days.map((day) => day.day)).toEqual(['2027-03-01', '2027-03-02']);

    const pending = await submit(company.member, { startsOn: '2027-05-03', endsOn: '2027-05-04' });
    const id = (pending.json() as LeaveRequestDetail).leaveRequestId;
    expect(
      (await api.inject(cancelLeaveRequest, { as: colleague, params: { leaveRequestId: id } })).statusCode,
    ).toBe(404);
    const cancelled = await api.inject(cancelLeaveRequest, {
      as: company.member,
      params: { leaveRequestId: id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json() as LeaveRequestDetail).status).toBe('cancelled');
    const twice = await api.inject(cancelLeaveRequest, {
      as: company.member,
      params: { leaveRequestId: id },
    });
    expect(twice.statusCode).toBe(409);
    const free = await submit(company.member, { startsOn: '2027-05-03', endsOn: '2027-05-04' });
    expect(free.statusCode).toBe(201);
  });

  it('a request across New Year draws on each year', async () => {
    const response = await submit(company.member, { startsOn: '2027-12-30', endsOn: '2028-01-04' });
    expect(response.statusCode, response.body).toBe(201);
    const id = (response.json() as LeaveRequestDetail).leaveRequestId;
    expect((await approve(manager, [id])).statusCode).toBe(200);
    const taken = await api.database.owner
      .select({ minutes: leaveLedgerEntries.minutes, effectiveDate: leaveLedgerEntries.effectiveDate })
      .from(leaveLedgerEntries)
      .where(eq(leaveLedgerEntries.sourceId, id))
      .orderBy(leaveLedgerEntries.effectiveDate);
    // 2027-12-30, 31 (Thu, Fri); 2028-01-03, 04 (Mon, Tue).
    expect(taken).toEqual([
      { minutes: -960, effectiveDate: '2027-12-30' },
      { minutes: -960, effectiveDate: '2028-01-03' },
    ]);
  });

  it('leave type rules: notice, longest absence and the negative limit', async () => {
    await api.database.owner
      .update(leaveTypes)
      .set({ minimumNoticeDays: 3000, maximumConsecutiveDays: 3 })
      .where(eq(leaveTypes.id, sick));
    const late = await api.inject(submitLeaveRequest, {
      as: company.member,
      body: { leaveTypeId: sick, startsOn: '2027-06-07', endsOn: '2027-06-11' },
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).fields?.map((field) => field.path)).toEqual(['body.startsOn', 'body.endsOn']);
    await api.database.owner
      .update(leaveTypes)
      .set({ minimumNoticeDays: 0, maximumConsecutiveDays: null })
      .where(eq(leaveTypes.id, sick));

    const tooMuch = await submit(company.member, { startsOn: '2027-07-01', endsOn: '2027-09-30' });
    expect(tooMuch.statusCode).toBe(409);
    expect(errorOf(tooMuch).fields?.[0]).toMatchObject({ path: 'body.endsOn' });
    const preview = await api.inject(previewLeaveRequest, {
      as: company.member,
      body: { leaveTypeId: annual, startsOn: '2027-07-01', endsOn: '2027-09-30' },
    });
    expect((preview.json() as LeavePreview).problems.map((problem) => problem.path)).toEqual(['body.endsOn']);
  });

  it('explain my balance lists every entry with a running total; MEMBER cannot read another’s; adjustments are ADMIN only', async () => {
    const response = await api.inject(getBalanceExplanation, {
      as: company.member,
      query: { leaveTypeId: annual, year: 2027 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const explanation = response.json() as BalanceExplanation;
    expect(explanation.entries.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['allocation', 'taken', 'reversal']),
    );
    const last = explanation.entries.at(-1)!;
    expect(last.runningMinutes).toBe(explanation.closingMinutes);
    expect(
      explanation.openingMinutes + explanation.entries.reduce((sum, entry) => sum + entry.minutes, 0),
    ).toBe(explanation.closingMinutes);
    const foreign = await api.inject(getBalanceExplanation, {
      as: colleague,
      query: { leaveTypeId: annual, memberId: company.member.companyMemberId! },
    });
    expect(foreign.statusCode).toBe(404);
    const adjust = {
      memberId: company.member.companyMemberId!,
      leaveTypeId: annual,
      minutes: 480,
      effectiveDate: '2027-02-01',
      reason: 'Overtime compensation',
    };
    expect((await api.inject(adjustLeaveBalance, { as: company.member, body: adjust })).statusCode).toBe(403);
    expect(
      (
        await api.inject(adjustLeaveBalance, {
          as: other.owner,
          body: { ...adjust, leaveTypeId: await typeId(other.companyId, 'Annual leave') },
        })
      ).statusCode,
    ).toBe(404);
    const adjusted = await api.inject(adjustLeaveBalance, { as: company.admin, body: adjust });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
  });

  it('the ledger is append-only in the database', async () => {
    const attempt = (statement: ReturnType<typeof sql>) =>
      api.database.withTenant({ companyId: company.companyId, userId: company.owner.userId }, (tx) =>
        tx.execute(statement),
      );
    await expect(attempt(sql`update leave_ledger_entries set minutes = 0`)).rejects.toThrow();
    await expect(attempt(sql`delete from leave_ledger_entries`)).rejects.toThrow();
    const refused = await api.database.owner
      .execute(sql`update leave_ledger_entries set minutes = 0`)
      .then(() => null)
      .catch((error: unknown) => error as Error & { cause?: Error });
    expect(String(refused?.cause?.message ?? refused?.message)).toMatch(/append-only/);
  });

  it('approval policy: ordered steps, nobody approves their own request, escalation and delegation', async () => {
    const bad = await api.inject(setApprovalPolicy, {
      as: company.admin,
      body: {
        rules: [
          {
            name: 'Named',
            steps: [{ approverKind: 'named_member', approverMemberId: other.owner.companyMemberId! }],
          },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.[0]?.path).toBe('body.rules.0.steps.0.approverMemberId');
    expect(
      (await api.inject(setApprovalPolicy, { as: company.member, body: { rules: [] } })).statusCode,
    ).toBe(403);
    const set = await api.inject(setApprovalPolicy, {
      as: company.admin,
      body: {
        rules: [
          {
            name: 'Annual leave: manager, then owner',
            leaveTypeId: annual,
            steps: [
              { approverKind: 'department_manager', escalateAfterDays: 2 },
              { approverKind: 'named_member', approverMemberId: company.owner.companyMemberId! },
            ],
          },
        ],
      },
    });
    expect(set.statusCode, set.body).toBe(200);

    // The manager's own request: their step resolves only to them, so it passes up to ADMIN/OWNER.
    const own = await submit(manager, { startsOn: '2027-08-02', endsOn: '2027-08-03' });
    const ownDetail = own.json() as LeaveRequestDetail;
    expect(ownDetail.steps[0]!.approverKind).toBe('admin');
    expect(ownDetail.steps[0]!.approvers.map((person) => person.memberId)).not.toContain(
      manager.companyMemberId,
    );
    const managerInbox = (await (
      await api.inject(getLeaveApprovalInbox, { as: manager })
    ).json()) as LeaveInboxItem[];
    expect(managerInbox.map((item) => item.leaveRequestId)).not.toContain(ownDetail.leaveRequestId);

    // Two steps: the manager, then the owner.
    const two = await submit(colleague, { startsOn: '2027-08-09', endsOn: '2027-08-10' });
    const id = (two.json() as LeaveRequestDetail).leaveRequestId;
    expect((await approve(company.owner, [id])).statusCode).toBe(403);
    expect((await approve(manager, [id])).statusCode).toBe(200);
    const afterFirst = (await (
      await api.inject(getLeaveRequest, { as: colleague, params: { leaveRequestId: id } })
    ).json()) as LeaveRequestDetail;
    expect(afterFirst).toMatchObject({ status: 'pending', stepsDone: 1, stepsTotal: 2 });
    expect((await approve(company.owner, [id])).statusCode).toBe(200);

    // Escalation: undecided past its days, the next level joins the step.
    const waiting = await submit(colleague, { startsOn: '2027-08-16', endsOn: '2027-08-16' });
    const waitingId = (waiting.json() as LeaveRequestDetail).leaveRequestId;
    const escalated = await api.database.withTenant({ companyId: company.companyId, userId: null }, (tx) =>
      escalateSteps(
        tx,
        company.companyId,
        api.app.platform.notifications,
        new Date(Date.now() + 3 * 86_400_000),
      ),
    );
    expect(escalated).toBeGreaterThanOrEqual(1);
    const escalatedDetail = (await (
      await api.inject(getLeaveRequest, { as: colleague, params: { leaveRequestId: waitingId } })
    ).json()) as LeaveRequestDetail;
    expect(escalatedDetail.steps[0]!.escalated).toBe(true);
    expect(escalatedDetail.steps[0]!.approvers.map((person) => person.memberId)).toEqual(
      expect.arrayContaining([manager.companyMemberId, company.admin.companyMemberId]),
    );

    // Delegation: the manager is on approved leave today; their delegate decides in their place.
    const self = await api.inject(setMyApprovalDelegate, {
      as: manager,
      body: { delegateMemberId: manager.companyMemberId! },
    });
    expect(self.statusCode).toBe(400);
    const delegate = await api.inject(setMyApprovalDelegate, {
      as: manager,
      body: { delegateMemberId: company.admin.companyMemberId! },
    });
    expect(delegate.statusCode, delegate.body).toBe(200);
    const today = localDate(new Date(), 'UTC');
    const [away] = await api.database.owner
      .insert(leaveRequests)
      .values({
        companyId: company.companyId,
        memberId: manager.companyMemberId!,
        leaveTypeId: sick,
        startsOn: today,
        endsOn: today,
        requestedMinutes: 480,
        status: 'approved',
      })
      .returning({ id: leaveRequests.id });
    await api.database.owner.insert(leaveRequestDays).values({
      companyId: company.companyId,
      requestId: away!.id,
      memberId: manager.companyMemberId!,
      leaveTypeId: sick,
      day: today,
      minutes: 480,
    });
    const covered = await submit(colleague, { startsOn: '2027-09-06', endsOn: '2027-09-06' });
    const coveredDetail = covered.json() as LeaveRequestDetail;
    expect(coveredDetail.steps[0]!.approvers.map((person) => person.memberId)).toEqual([
      company.admin.companyMemberId,
    ]);
    const decided = await approve(company.admin, [coveredDetail.leaveRequestId]);
    expect(decided.statusCode, decided.body).toBe(200);
    const [decision] = (decided.json() as LeaveRequestDetail[])[0]!.steps[0]!.decisions;
    expect(decision!.onBehalfOf?.memberId).toBe(manager.companyMemberId);
  });

  it('carried days lapse after their last day, less what was used before it', async () => {
    const carry = await api.database.owner
      .select({ minutes: leaveLedgerEntries.minutes, expiresOn: leaveLedgerEntries.expiresOn })
      .from(leaveLedgerEntries)
      .where(
        and(
          eq(leaveLedgerEntries.memberId, colleague.companyMemberId!),
          eq(leaveLedgerEntries.kind, 'carry_in'),
          eq(leaveLedgerEntries.effectiveDate, '2027-01-01'),
        ),
      );
    expect(carry).toEqual([{ minutes: 20 * 480, expiresOn: '2027-06-30' }]);
    const written = await api.database.withTenant({ companyId: company.companyId, userId: null }, (tx) =>
      expireCarried(tx, company.companyId, '2027-07-01'),
    );
    expect(written).toBeGreaterThanOrEqual(1);
    const [expiry] = await api.database.owner
      .select({ minutes: leaveLedgerEntries.minutes })
      .from(leaveLedgerEntries)
      .where(
        and(
          eq(leaveLedgerEntries.memberId, colleague.companyMemberId!),
          eq(leaveLedgerEntries.kind, 'expiry'),
          eq(leaveLedgerEntries.effectiveDate, '2027-07-01'),
        ),
      );
    expect(expiry!.minutes).toBe(-20 * 480);
    const again = await api.database.withTenant({ companyId: company.companyId, userId: null }, (tx) =>
      expireCarried(tx, company.companyId, '2027-07-02'),
    );
    expect(again).toBe(0);
  });
});
