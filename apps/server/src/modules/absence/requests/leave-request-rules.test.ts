import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adjustLeaveBalance,
  cancelLeaveRequest,
  changeLeaveRequest,
  createAllowancePolicy,
  decideLeaveRequests,
  getBalanceExplanation,
  getLeaveBalances,
  getLeaveRequest,
  previewLeaveRequest,
  setApprovalPolicy,
  submitLeaveRequest,
  type LeaveBalance,
  type LeaveRequestDetail,
} from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import {
  companyMembers,
  departmentRoles,
  departments,
  divisions,
  leaveLedgerEntries,
  leaveRequests,
  leaveTypes,
} from '../../../db/schema/index.ts';
import { useApiTest } from '../../../test/api-test.ts';
import { unchecked } from '../../../test/inject.ts';
import { createMember, errorOf, type TestCompany, type TestPerson } from '../../../test/tenant-fixtures.ts';
import { seedAbsenceDefaults } from '../absence-defaults.ts';
import { escalateSteps, runBalanceWork } from './absence-jobs.ts';

/*
 * The rules of docs/product/absence.md#requests and #approvals that leave-requests.test.ts does not
 * walk: concurrent submissions, input that tries to set what the server decides, another company's
 * ids, a step naming only the requester, escalation timing, the hourly balance job under both
 * statutory presets, and reversals into a negative balance.
 */
describe('leave request rules', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let manager: TestPerson;
  let colleague: TestPerson;
  let annual: string;
  let otherAnnual: string;
  let otherRequestId: string;

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
    otherAnnual = await typeId(other.companyId, 'Annual leave');
    await api.database.owner.update(leaveTypes).set({ unit: 'hour' }).where(eq(leaveTypes.id, annual));
    manager = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Mira Manager' });
    colleague = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Cai Colleague' });
    const [division] = await api.database.owner
      .insert(divisions)
      .values({ companyId: company.companyId, name: 'Operations' })
      .returning({ id: divisions.id });
    const [department] = await api.database.owner
      .insert(departments)
      .values({ companyId: company.companyId, divisionId: division!.id, name: 'Support' })
      .returning({ id: departments.id });
    for (const person of [company.member, manager, colleague]) {
      await api.database.owner
        .update(companyMembers)
        .set({ departmentId: department!.id })
        .where(eq(companyMembers.id, person.companyMemberId!));
    }
    await api.database.owner.insert(departmentRoles).values({
      companyId: company.companyId,
      companyMemberId: manager.companyMemberId!,
      departmentId: department!.id,
      role: 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    });
    const policy = await api.inject(createAllowancePolicy, {
      as: company.admin,
      body: { effectiveFrom: '2026-01-01', yearlyDays: 20, preset: 'MK' },
    });
    expect(policy.statusCode, policy.body).toBe(201);
    await api.database.withTenant({ companyId: company.companyId, userId: null }, (tx) =>
      runBalanceWork(tx, company.companyId, '2027-01-01'),
    );
    const foreign = await api.inject(submitLeaveRequest, {
      as: other.member,
      body: {
        leaveTypeId: await typeId(other.companyId, 'Remote work'),
        startsOn: '2027-02-01',
        endsOn: '2027-02-02',
      },
    });
    expect(foreign.statusCode, foreign.body).toBe(201);
    otherRequestId = (foreign.json() as LeaveRequestDetail).leaveRequestId;
  });

  const submit = (as: TestPerson, body: Record<string, unknown>) =>
    api.inject(submitLeaveRequest, { as, body: unchecked({ leaveTypeId: annual, ...body }) });

  const decide = (as: TestPerson, ids: string[], decision: 'approved' | 'rejected' = 'approved') =>
    api.inject(decideLeaveRequests, { as, body: { leaveRequestIds: ids, decision, comment: null } });

  const balance = async (as: TestPerson, on: string): Promise<LeaveBalance> => {
    const response = await api.inject(getLeaveBalances, { as, query: { on } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { balances: LeaveBalance[] }).balances.find((b) => b.leaveTypeId === annual)!;
  };

  const countRequests = async (where: ReturnType<typeof sql>) => {
    const [row] = await api.database.owner
      .select({ n: sql<number>`count(*)::int` })
      .from(leaveRequests)
      .where(where);
    return row!.n;
  };

  it('two concurrent submissions with one idempotency key create one request; without a key the second overlaps', async () => {
    const body = { startsOn: '2027-03-01', endsOn: '2027-03-03', idempotencyKey: 'twice-at-once' };
    const [a, b] = await Promise.all([submit(company.member, body), submit(company.member, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((a.json() as LeaveRequestDetail).leaveRequestId).toBe(
      (b.json() as LeaveRequestDetail).leaveRequestId,
    );
    expect(await countRequests(sql`${leaveRequests.idempotencyKey} = 'twice-at-once'`)).toBe(1);

    const days = { startsOn: '2027-03-08', endsOn: '2027-03-09' };
    const [c, d] = await Promise.all([submit(company.member, days), submit(company.member, days)]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([201, 409]);
    expect(
      await countRequests(
        sql`${leaveRequests.memberId} = ${company.member.companyMemberId} and ${leaveRequests.startsOn} = '2027-03-08'`,
      ),
    ).toBe(1);
    const reserved = await balance(company.member, '2027-02-01');
    expect(reserved.reservedMinutes).toBe(-5 * 480);
  });

  it('status, owner, approvers and steps in the input are ignored: the request is the caller’s, pending at the policy’s step', async () => {
    const response = await submit(company.member, {
      startsOn: '2027-04-05',
      endsOn: '2027-04-05',
      status: 'approved',
      memberId: colleague.companyMemberId,
      companyId: other.companyId,
      approverMemberIds: [company.member.companyMemberId],
      stepsDone: 1,
      steps: [],
      requestedMinutes: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const detail = response.json() as LeaveRequestDetail;
    expect(detail).toMatchObject({ status: 'pending', requestedMinutes: 480, stepsDone: 0 });
    expect(detail.memberId).toBe(company.member.companyMemberId);
    expect(detail.steps[0]!.approvers.map((person) => person.memberId)).toEqual([manager.companyMemberId]);
    const [row] = await api.database.owner
      .select({ companyId: leaveRequests.companyId, memberId: leaveRequests.memberId })
      .from(leaveRequests)
      .where(eq(leaveRequests.id, detail.leaveRequestId));
    expect(row).toEqual({ companyId: company.companyId, memberId: company.member.companyMemberId });
    // A decision cannot be smuggled into a change either: the status field of the body is not read.
    const changed = await api.inject(changeLeaveRequest, {
      as: company.member,
      params: { leaveRequestId: detail.leaveRequestId },
      body: unchecked({ kind: 'cancel', status: 'approved' }),
    });
    expect(changed.statusCode).toBe(409);
  });

  it("another company's request, leave type and member answer 404, and nothing is written", async () => {
    const asOwner = { as: company.owner, params: { leaveRequestId: otherRequestId } };
    expect((await api.inject(getLeaveRequest, asOwner)).statusCode).toBe(404);
    expect((await api.inject(cancelLeaveRequest, asOwner)).statusCode).toBe(404);
    expect((await api.inject(changeLeaveRequest, { ...asOwner, body: { kind: 'cancel' } })).statusCode).toBe(
      404,
    );
    expect((await decide(company.owner, [otherRequestId])).statusCode).toBe(404);
    expect((await decide(company.owner, [otherRequestId], 'rejected')).statusCode).toBe(404);
    const [still] = await api.database.owner
      .select({ status: leaveRequests.status })
      .from(leaveRequests)
      .where(eq(leaveRequests.id, otherRequestId));
    expect(still!.status).toBe('pending');

    const before = await countRequests(sql`${leaveRequests.companyId} = ${company.companyId}`);
    const foreignType = await submit(company.member, {
      leaveTypeId: otherAnnual,
      startsOn: '2027-05-03',
      endsOn: '2027-05-03',
    });
    expect(foreignType.statusCode).toBe(404);
    expect(await countRequests(sql`${leaveRequests.companyId} = ${company.companyId}`)).toBe(before);
    const preview = await api.inject(previewLeaveRequest, {
      as: company.member,
      body: { leaveTypeId: otherAnnual, startsOn: '2027-05-03', endsOn: '2027-05-03' },
    });
    expect(preview.statusCode).toBe(404);
    const balances = await api.inject(getLeaveBalances, {
      as: company.admin,
      query: { memberId: other.member.companyMemberId! },
    });
    expect(balances.statusCode).toBe(404);
    const explanation = await api.inject(getBalanceExplanation, {
      as: company.admin,
      query: { leaveTypeId: otherAnnual },
    });
    expect(explanation.statusCode).toBe(404);
  });

  it('an approval racing a rejection of one request: exactly one decides, the balance is written at most once', async () => {
    const response = await submit(company.member, { startsOn: '2027-06-07', endsOn: '2027-06-08' });
    const id = (response.json() as LeaveRequestDetail).leaveRequestId;
    const [a, b] = await Promise.all([decide(manager, [id]), decide(manager, [id], 'rejected')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [row] = await api.database.owner
      .select({ status: leaveRequests.status })
      .from(leaveRequests)
      .where(eq(leaveRequests.id, id));
    const taken = await api.database.owner
      .select({ minutes: leaveLedgerEntries.minutes })
      .from(leaveLedgerEntries)
      .where(eq(leaveLedgerEntries.sourceId, id));
    expect(taken).toEqual(row!.status === 'approved' ? [{ minutes: -960 }] : []);
  });

  it('a named step naming only the requester passes to ADMIN/OWNER; escalation waits its days', async () => {
    const set = await api.inject(setApprovalPolicy, {
      as: company.admin,
      body: {
        rules: [
          {
            name: 'The member approves annual leave',
            leaveTypeId: annual,
            steps: [
              {
                approverKind: 'named_member',
                approverMemberId: company.member.companyMemberId!,
                escalateAfterDays: 2,
              },
            ],
          },
        ],
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const own = await submit(company.member, { startsOn: '2027-07-05', endsOn: '2027-07-05' });
    const ownDetail = own.json() as LeaveRequestDetail;
    expect(ownDetail.status).toBe('pending');
    expect(ownDetail.steps[0]!.approverKind).toBe('admin');
    expect(ownDetail.steps[0]!.approvers.map((person) => person.memberId).sort()).toEqual(
      [company.owner.companyMemberId, company.admin.companyMemberId].sort(),
    );
    expect((await decide(company.member, [ownDetail.leaveRequestId])).statusCode).toBe(403);

    // The colleague's request waits for the member, who may decide it; escalation joins
    // ADMIN/OWNER (the next level) after two days, not before, and only once.
    const theirs = await submit(colleague, { startsOn: '2027-07-06', endsOn: '2027-07-06' });
    const theirId = (theirs.json() as LeaveRequestDetail).leaveRequestId;
    const escalate = (days: number) =>
      api.database.withTenant({ companyId: company.companyId, userId: null }, (tx) =>
        escalateSteps(
          tx,
          company.companyId,
          api.app.platform.notifications,
          new Date(Date.now() + days * 86_400_000),
        ),
      );
    const approversOf = async () =>
      (
        (await (
          await api.inject(getLeaveRequest, { as: colleague, params: { leaveRequestId: theirId } })
        ).json()) as LeaveRequestDetail
      ).steps[0]!.approvers.map((person) => person.memberId);
    expect(await escalate(1)).toBe(0);
    expect(await approversOf()).toEqual([company.member.companyMemberId]);
    expect(await escalate(2.1)).toBeGreaterThanOrEqual(1);
    expect(await approversOf()).toEqual(
      expect.arrayContaining([company.member.companyMemberId, company.admin.companyMemberId]),
    );
    expect(await escalate(5)).toBe(0);
    expect((await decide(manager, [theirId])).statusCode).toBe(404);
    expect((await decide(company.admin, [theirId])).statusCode).toBe(200);
    expect((await decide(company.admin, [ownDetail.leaveRequestId])).statusCode).toBe(200);
    const cleared = await api.inject(setApprovalPolicy, { as: company.admin, body: { rules: [] } });
    expect(cleared.statusCode).toBe(200);
  });

  it('cancelling an approved request and coming back early give the days back through reversals even below zero', async () => {
    const long = await submit(company.member, { startsOn: '2027-09-06', endsOn: '2027-09-10' });
    const longId = (long.json() as LeaveRequestDetail).leaveRequestId;
    const short = await submit(company.member, { startsOn: '2027-09-20', endsOn: '2027-09-21' });
    const shortId = (short.json() as LeaveRequestDetail).leaveRequestId;
    expect((await decide(manager, [longId, shortId])).statusCode).toBe(200);
    // A correction takes the balance far below zero.
    const adjusted = await api.inject(adjustLeaveBalance, {
      as: company.admin,
      body: {
        memberId: company.member.companyMemberId!,
        leaveTypeId: annual,
        minutes: -100 * 480,
        effectiveDate: '2027-01-04',
        reason: 'Correction of an earlier year',
      },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    const before = await balance(company.member, '2027-08-01');
    expect(before.availableMinutes).toBeLessThan(0);

    const early = await api.inject(changeLeaveRequest, {
      as: company.member,
      params: { leaveRequestId: longId },
      body: { kind: 'return_early', endsOn: '2027-09-07' },
    });
    expect(early.statusCode, early.body).toBe(200);
    const cancel = await api.inject(changeLeaveRequest, {
      as: company.member,
      params: { leaveRequestId: shortId },
      body: { kind: 'cancel' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(
      (await api.inject(cancelLeaveRequest, { as: company.member, params: { leaveRequestId: shortId } }))
        .statusCode,
    ).toBe(409);
    expect((await decide(manager, [longId, shortId])).statusCode).toBe(200);

    const after = await balance(company.member, '2027-08-01');
    expect(after.availableMinutes).toBe(before.availableMinutes + 3 * 480 + 2 * 480);
    expect(after.availableMinutes).toBeLessThan(0);
    const entries = await api.database.owner
      .select({
        sourceId: leaveLedgerEntries.sourceId,
        kind: leaveLedgerEntries.kind,
        minutes: leaveLedgerEntries.minutes,
      })
      .from(leaveLedgerEntries)
      .where(sql`${leaveLedgerEntries.sourceId} in (${longId}, ${shortId})`)
      .orderBy(leaveLedgerEntries.createdAt);
    expect(entries).toEqual(
      expect.arrayContaining([
        { sourceId: longId, kind: 'taken', minutes: -5 * 480 },
        { sourceId: longId, kind: 'reversal', minutes: 3 * 480 },
        { sourceId: shortId, kind: 'taken', minutes: -2 * 480 },
        { sourceId: shortId, kind: 'reversal', minutes: 2 * 480 },
      ]),
    );
    expect(entries).toHaveLength(4);
    const shortDetail = (await (
      await api.inject(getLeaveRequest, { as: company.member, params: { leaveRequestId: shortId } })
    ).json()) as LeaveRequestDetail;
    expect(shortDetail.status).toBe('cancelled');
    expect(shortDetail.days).toEqual([]);
    // Asking again to change a cancelled request is refused.
    const again = await api.inject(changeLeaveRequest, {
      as: company.member,
      params: { leaveRequestId: shortId },
      body: { kind: 'cancel' },
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toMatch(/cancelled/);
  });

  it.each([
    { preset: 'MK' as const, yearlyDays: 20, lastDay: '06-30' },
    { preset: 'AL' as const, yearlyDays: 22, lastDay: '03-31' },
  ])(
    'the hourly balance job ($preset): allocations and carry-over once per year, carried days lapse after $lastDay, less the leave taken',
    async ({ preset, yearlyDays, lastDay }) => {
      const own = await api.company({ name: `Preset ${preset}` });
      await api.database.withTenant({ companyId: own.companyId, userId: own.owner.userId }, (tx) =>
        seedAbsenceDefaults(tx, own.companyId, '2030-01-01'),
      );
      const ownAnnual = await typeId(own.companyId, 'Annual leave');
      const created = await api.inject(createAllowancePolicy, {
        as: own.admin,
        body: { effectiveFrom: '2030-01-01', yearlyDays, preset },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ carryOverExpiresOn: lastDay });
      const job = (today: string) =>
        api.database.withTenant({ companyId: own.companyId, userId: null }, (tx: Transaction) =>
          runBalanceWork(tx, own.companyId, today),
        );
      const entriesOf = (kind: string) =>
        api.database.owner
          .select({
            minutes: leaveLedgerEntries.minutes,
            effectiveDate: leaveLedgerEntries.effectiveDate,
            expiresOn: leaveLedgerEntries.expiresOn,
          })
          .from(leaveLedgerEntries)
          .where(
            and(
              eq(leaveLedgerEntries.memberId, own.member.companyMemberId!),
              eq(leaveLedgerEntries.kind, kind as 'allocation'),
            ),
          )
          .orderBy(leaveLedgerEntries.effectiveDate);

      expect(await job('2030-01-01')).toBeGreaterThan(0);
      expect(await job('2030-01-01')).toBe(0);
      expect(await job('2030-06-15')).toBe(0);
      expect(await entriesOf('allocation')).toEqual([
        { minutes: yearlyDays * 480, effectiveDate: '2030-01-01', expiresOn: null },
      ]);

      // Nothing taken in 2030: all of it is carried into 2031 until the preset's day.
      expect(await job('2031-01-01')).toBeGreaterThan(0);
      expect(await job('2031-01-02')).toBe(0);
      expect(await entriesOf('carry_in')).toEqual([
        { minutes: yearlyDays * 480, effectiveDate: '2031-01-01', expiresOn: `2031-${lastDay}` },
      ]);
      // Two days of leave in February use carried days first.
      const request = await api.inject(submitLeaveRequest, {
        as: own.member,
        body: { leaveTypeId: ownAnnual, startsOn: '2031-02-03', endsOn: '2031-02-04' },
      });
      expect(request.statusCode, request.body).toBe(201);
      const requestId = (request.json() as LeaveRequestDetail).leaveRequestId;
      if ((request.json() as LeaveRequestDetail).status === 'pending') {
        expect((await decide(own.admin, [requestId])).statusCode).toBe(200);
      }

      expect(await job(`2031-${lastDay}`)).toBe(0);
      const lapseDay = preset === 'MK' ? '2031-07-01' : '2031-04-01';
      // One entry per member of the company (the owner, the admin and the member carried days too).
      expect(await job(lapseDay)).toBe(3);
      expect(await job(lapseDay)).toBe(0);
      expect(await job('2031-12-31')).toBe(0);
      const expiries = await entriesOf('expiry');
      expect(expiries).toContainEqual({
        minutes: -(yearlyDays - 2) * 480,
        effectiveDate: lapseDay,
        expiresOn: null,
      });
      const response = await api.inject(getLeaveBalances, { as: own.member, query: { on: lapseDay } });
      const [ownBalance] = (response.json() as { balances: LeaveBalance[] }).balances;
      expect(ownBalance).toMatchObject({
        leaveTypeId: ownAnnual,
        balanceMinutes: yearlyDays * 480,
        carriedMinutes: 0,
        carriedExpiresOn: null,
      });
    },
  );
});
