import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adjustLeaveBalance,
  allocateAllowanceYear,
  createAllowancePolicy,
  getAllowancePolicies,
  getBalanceExplanation,
  getLeaveBalances,
  setMemberWorkSchedule,
  updateAllowancePolicy,
  type AllowancePolicy,
  type BalanceExplanation,
  type LeaveBalance,
} from '@atrium/contract/absence';
import { allowancePolicies, leaveLedgerEntries, leaveTypes } from '../../../db/schema/index.ts';
import { useApiTest } from '../../../test/api-test.ts';
import {
  errorOf,
  leaveTypeId,
  seedAbsenceDefaultsIn,
  type TestCompany,
} from '../../../test/tenant-fixtures.ts';
import { seedAbsenceDefaults } from '../absence-defaults.ts';

/** Allowance policies and their versions from a day, and manual adjustments (docs/product/absence.md#allowances). */
describe('allowance policies and adjustments', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let annual: string;

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    for (const { companyId, owner } of [company, other]) {
      await api.database.withTenant({ companyId, userId: owner.userId }, (tx) =>
        seedAbsenceDefaults(tx, companyId, '2026-01-01'),
      );
    }
    const [row] = await api.database.owner
      .select({ id: leaveTypes.id })
      .from(leaveTypes)
      .where(
        and(eq(leaveTypes.companyId, company.companyId), sql`${leaveTypes.names} ->> 'en' = 'Annual leave'`),
      );
    annual = row!.id;
  });

  const policiesOf = async (companyId: string) =>
    api.database.owner
      .select({ id: allowancePolicies.id, effectiveTo: allowancePolicies.effectiveTo })
      .from(allowancePolicies)
      .where(eq(allowancePolicies.companyId, companyId));

  it('a preset fills its day for carried days; a new version from a day ends the one it replaces the day before', async () => {
    const first = await api.inject(createAllowancePolicy, {
      as: company.owner,
      body: { effectiveFrom: '2026-01-01', yearlyDays: 20, preset: 'MK' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const mk = first.json() as AllowancePolicy;
    expect(mk).toMatchObject({ preset: 'MK', carryOverExpiresOn: '06-30', effectiveTo: null });

    const version = await api.inject(createAllowancePolicy, {
      as: company.admin,
      body: {
        effectiveFrom: '2026-07-01',
        yearlyDays: 21,
        preset: 'MK',
        carryOverCapDays: 5,
        replacesAllowancePolicyId: mk.allowancePolicyId,
      },
    });
    expect(version.statusCode, version.body).toBe(201);
    expect(version.json()).toMatchObject({
      effectiveFrom: '2026-07-01',
      yearlyDays: 21,
      carryOverCapDays: 5,
    });

    const list = await api.inject(getAllowancePolicies, { as: company.member });
    expect(list.statusCode).toBe(200);
    expect(
      (list.json() as AllowancePolicy[]).map((policy) => [
        policy.effectiveFrom,
        policy.effectiveTo,
        policy.yearlyDays,
      ]),
    ).toEqual([
      ['2026-01-01', '2026-06-30', 20],
      ['2026-07-01', null, 21],
    ]);
  });

  it('refuses a version that does not start after the policy it replaces, and changes nothing', async () => {
    const [policy] = (
      (await api.inject(getAllowancePolicies, { as: company.owner })).json() as AllowancePolicy[]
    ).filter((candidate) => candidate.effectiveTo === null);
    const before = await policiesOf(company.companyId);
    const early = await api.inject(createAllowancePolicy, {
      as: company.owner,
      body: {
        effectiveFrom: policy!.effectiveFrom,
        yearlyDays: 22,
        replacesAllowancePolicyId: policy!.allowancePolicyId,
      },
    });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).fields?.map((field) => field.path)).toEqual(['body.effectiveFrom']);
    expect(await policiesOf(company.companyId)).toEqual(before);
  });

  it("another company's policy is 404 to replace or change; a MEMBER may not create; bad input names the field", async () => {
    const [foreign] = await api.database.owner
      .insert(allowancePolicies)
      .values({ companyId: other.companyId, effectiveFrom: '2026-01-01', yearlyDays: 22, preset: 'AL' })
      .returning({ id: allowancePolicies.id });
    const replacing = await api.inject(createAllowancePolicy, {
      as: company.owner,
      body: { effectiveFrom: '2026-09-01', yearlyDays: 22, replacesAllowancePolicyId: foreign!.id },
    });
    expect(replacing.statusCode).toBe(404);
    const changing = await api.inject(updateAllowancePolicy, {
      as: company.owner,
      params: { allowancePolicyId: foreign!.id },
      body: { effectiveFrom: '2026-01-01', yearlyDays: 30 },
    });
    expect(changing.statusCode).toBe(404);
    const [untouched] = await api.database.owner
      .select({ yearlyDays: allowancePolicies.yearlyDays, effectiveTo: allowancePolicies.effectiveTo })
      .from(allowancePolicies)
      .where(eq(allowancePolicies.id, foreign!.id));
    expect(untouched).toEqual({ yearlyDays: 22, effectiveTo: null });

    const asMember = await api.inject(createAllowancePolicy, {
      as: company.member,
      body: { effectiveFrom: '2026-01-01', yearlyDays: 20 },
    });
    expect(asMember.statusCode).toBe(403);

    const count = (await policiesOf(company.companyId)).length;
    const bad = await api.inject(createAllowancePolicy, {
      as: company.owner,
      body: {
        effectiveFrom: '2026-01-01',
        effectiveTo: '2025-12-31',
        yearlyDays: 21,
        preset: 'AL',
        carryOverExpiresOn: '13-01',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.map((field) => field.path)).toEqual(
      expect.arrayContaining(['body.effectiveTo', 'body.yearlyDays', 'body.carryOverExpiresOn']),
    );
    expect(await policiesOf(company.companyId)).toHaveLength(count);
  });

  it('an adjustment lands in the ledger and in the explanation; a missing reason names the field', async () => {
    const memberId = company.member.companyMemberId!;
    const noReason = await api.inject(adjustLeaveBalance, {
      as: company.owner,
      body: { memberId, leaveTypeId: annual, minutes: -240, effectiveDate: '2026-03-02', reason: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).fields?.map((field) => field.path)).toEqual(['body.reason']);
    const written = await api.database.owner
      .select({ id: leaveLedgerEntries.id })
      .from(leaveLedgerEntries)
      .where(eq(leaveLedgerEntries.memberId, memberId));
    expect(written).toHaveLength(0);

    const adjusted = await api.inject(adjustLeaveBalance, {
      as: company.owner,
      body: {
        memberId,
        leaveTypeId: annual,
        minutes: -240,
        effectiveDate: '2026-03-02',
        reason: 'Half a day taken before the system',
      },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(adjusted.json()).toMatchObject({ kind: 'adjustment', minutes: -240, runningMinutes: -240 });

    const explained = await api.inject(getBalanceExplanation, {
      as: company.member,
      query: { leaveTypeId: annual, year: 2026 },
    });
    expect(explained.statusCode, explained.body).toBe(200);
    const explanation = explained.json() as BalanceExplanation;
    expect(explanation.entries).toEqual([
      expect.objectContaining({
        kind: 'adjustment',
        minutes: -240,
        reason: 'Half a day taken before the system',
        runningMinutes: -240,
      }),
    ]);
    expect(explanation.closingMinutes).toBe(-240);
    const [adjustment] = explanation.entries;
    expect(adjustment!.actorName).toEqual(expect.any(String));
    expect(adjustment!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(explanation.reserved).toEqual([]);

    // Another company's leave type, or a member of another company, is 404.
    const [foreignType] = await api.database.owner
      .select({ id: leaveTypes.id })
      .from(leaveTypes)
      .where(eq(leaveTypes.companyId, other.companyId))
      .limit(1);
    const foreign = await api.inject(getBalanceExplanation, {
      as: company.owner,
      query: { leaveTypeId: foreignType!.id, year: 2026 },
    });
    expect(foreign.statusCode).toBe(404);
    const stranger = await api.inject(getBalanceExplanation, {
      as: company.owner,
      query: { leaveTypeId: annual, memberId: other.member.companyMemberId! },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('V8.2.2 nobody adjusts their own leave balance: an admin or owner adding to her own is refused naming the member and nothing is written; another admin or owner may', async () => {
    const own = await api.company({ name: 'Own balance' });
    await api.database.withTenant({ companyId: own.companyId, userId: own.owner.userId }, (tx) =>
      seedAbsenceDefaults(tx, own.companyId, '2026-01-01'),
    );
    const [type] = await api.database.owner
      .select({ id: leaveTypes.id })
      .from(leaveTypes)
      .where(
        and(eq(leaveTypes.companyId, own.companyId), sql`${leaveTypes.names} ->> 'en' = 'Annual leave'`),
      );
    const manualOf = (memberId: string) =>
      api.database.owner
        .select({ minutes: leaveLedgerEntries.minutes, actor: leaveLedgerEntries.actorMemberId })
        .from(leaveLedgerEntries)
        .where(and(eq(leaveLedgerEntries.memberId, memberId), eq(leaveLedgerEntries.source, 'manual')));
    const body = (memberId: string) => ({
      memberId,
      leaveTypeId: type!.id,
      minutes: 10 * 480,
      effectiveDate: '2026-03-02',
      reason: 'Ten days more',
    });
    for (const person of [own.admin, own.owner]) {
      const refused = await api.inject(adjustLeaveBalance, {
        as: person,
        body: body(person.companyMemberId!),
      });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(errorOf(refused).message).toBe(
        'Nobody adjusts their own leave balance: another owner or admin does.',
      );
      expect(errorOf(refused).fields).toEqual([{ path: 'body.memberId', message: 'is your own balance' }]);
      expect(await manualOf(person.companyMemberId!)).toEqual([]);
    }
    // Each may adjust the other's, and the entry names who did it.
    const byOwner = await api.inject(adjustLeaveBalance, {
      as: own.owner,
      body: body(own.admin.companyMemberId!),
    });
    expect(byOwner.statusCode, byOwner.body).toBe(201);
    expect(await manualOf(own.admin.companyMemberId!)).toEqual([
      { minutes: 10 * 480, actor: own.owner.companyMemberId },
    ]);
    const byAdmin = await api.inject(adjustLeaveBalance, {
      as: own.admin,
      body: body(own.owner.companyMemberId!),
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
  });

  it("explains a New Year in the order it applies: the rest lapses, the capped part is carried, the year's days come", async () => {
    for (const year of [2026, 2027]) {
      const allocated = await api.inject(allocateAllowanceYear, { as: company.owner, body: { year } });
      expect(allocated.statusCode, allocated.body).toBe(200);
    }
    const explained = await api.inject(getBalanceExplanation, {
      as: company.member,
      query: { leaveTypeId: annual, year: 2027 },
    });
    expect(explained.statusCode, explained.body).toBe(200);
    const { openingMinutes, entries } = explained.json() as BalanceExplanation;
    expect(openingMinutes).toBeGreaterThan(0);
    expect(entries.map((entry) => entry.kind)).toEqual(['expiry', 'carry_in', 'allocation']);
    const [expiry, carried] = entries;
    expect(expiry!.minutes).toBe(-openingMinutes);
    expect(expiry!.runningMinutes).toBe(0);
    // The version in effect at the end of 2026 carries at most 5 days.
    expect(carried!.minutes).toBe(Math.min(openingMinutes, 5 * 480));
    expect(carried!.expiresOn).toBe('2027-06-30');
    // The policy counts days: the screen shows them in days of the member's 8-hour working day.
    expect(explained.json()).toMatchObject({ unit: 'days', dayMinutes: 480 });
  });

  it("says the unit a balance is read in: days of the member's own working day where a policy gives days, hours where none does", async () => {
    const shorter = await api.company({ name: 'Part time' });
    await seedAbsenceDefaultsIn(api.database, [shorter]);
    const typeId = (name: string) => leaveTypeId(api.database, shorter.companyId, name);
    const memberId = shorter.member.companyMemberId!;
    const sixHours = { monday: 360, tuesday: 360, wednesday: 360, thursday: 360, friday: 360 };
    const schedule = await api.inject(setMemberWorkSchedule, {
      as: shorter.owner,
      params: { memberId },
      body: { effectiveFrom: '2026-01-01', minutes: { ...sixHours, saturday: 0, sunday: 0 } },
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    const policy = await api.inject(createAllowancePolicy, {
      as: shorter.owner,
      body: { effectiveFrom: '2026-01-01', yearlyDays: 20, prorateOnHire: false },
    });
    expect(policy.statusCode, policy.body).toBe(201);
    expect(
      (await api.inject(allocateAllowanceYear, { as: shorter.owner, body: { year: 2026 } })).statusCode,
    ).toBe(200);
    const explain = async (leaveTypeId: string) => {
      const response = await api.inject(getBalanceExplanation, {
        as: shorter.member,
        query: { leaveTypeId, year: 2026 },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as BalanceExplanation;
    };
    const annualLeave = await explain(await typeId('Annual leave'));
    expect(annualLeave).toMatchObject({ unit: 'days', dayMinutes: 360 });
    // The figures stay minutes: 20 days of 6 hours.
    expect(annualLeave.entries).toEqual([
      expect.objectContaining({ kind: 'allocation', minutes: 20 * 360, runningMinutes: 20 * 360 }),
    ]);
    // Sick leave does not count against the allowance: no policy gives it days.
    expect(await explain(await typeId('Sick leave'))).toMatchObject({ unit: 'hours', entries: [] });
    // The balances say the same, so the member's own cards read in days as the explanation does.
    const balances = await api.inject(getLeaveBalances, { as: shorter.member, query: { on: '2026-06-01' } });
    expect(balances.statusCode, balances.body).toBe(200);
    expect((balances.json() as { balances: LeaveBalance[] }).balances).toContainEqual(
      expect.objectContaining({ leaveTypeId: await typeId('Annual leave'), unit: 'days', dayMinutes: 360 }),
    );
  });

  it("a version after the year's allocations brings the replaced policy's allocation down to its share", async () => {
    const third = await api.company({ name: 'Third' });
    await api.database.withTenant({ companyId: third.companyId, userId: third.owner.userId }, (tx) =>
      seedAbsenceDefaults(tx, third.companyId, '2026-01-01'),
    );
    const [type] = await api.database.owner
      .select({ id: leaveTypes.id })
      .from(leaveTypes)
      .where(
        and(eq(leaveTypes.companyId, third.companyId), sql`${leaveTypes.names} ->> 'en' = 'Annual leave'`),
      );
    const first = await api.inject(createAllowancePolicy, {
      as: third.owner,
      body: { effectiveFrom: '2026-01-01', yearlyDays: 20 },
    });
    expect(first.statusCode, first.body).toBe(201);
    const allocate = () => api.inject(allocateAllowanceYear, { as: third.owner, body: { year: 2026 } });
    expect((await allocate()).statusCode).toBe(200);
    const yearEnd = async () => {
      const response = await api.inject(getLeaveBalances, { as: third.member, query: { on: '2026-12-31' } });
      return (response.json() as { balances: LeaveBalance[] }).balances.find(
        (balance) => balance.leaveTypeId === type!.id,
      )!.availableMinutes;
    };
    expect(await yearEnd()).toBe(20 * 480);

    const version = await api.inject(createAllowancePolicy, {
      as: third.owner,
      body: {
        effectiveFrom: '2026-07-01',
        yearlyDays: 24,
        replacesAllowancePolicyId: (first.json() as AllowancePolicy).allowancePolicyId,
      },
    });
    expect(version.statusCode, version.body).toBe(201);
    // 181 of 365 days of 20 is 10 days: the whole year's 20 come down by 10 on the version's first day.
    const corrections = await api.database.owner
      .select({
        minutes: leaveLedgerEntries.minutes,
        effectiveDate: leaveLedgerEntries.effectiveDate,
        source: leaveLedgerEntries.source,
      })
      .from(leaveLedgerEntries)
      .where(
        and(
          eq(leaveLedgerEntries.memberId, third.member.companyMemberId!),
          eq(leaveLedgerEntries.kind, 'adjustment'),
        ),
      );
    expect(corrections).toEqual([{ minutes: -10 * 480, effectiveDate: '2026-07-01', source: 'policy' }]);
    // The job (here: writing the year now) adds the version's share: 184 of 365 days of 24 is 12.
    expect((await allocate()).statusCode).toBe(200);
    expect(await yearEnd()).toBe(10 * 480 + 12 * 480);
    expect((await allocate()).json()).toEqual({ entriesWritten: 0 });
  });
});
