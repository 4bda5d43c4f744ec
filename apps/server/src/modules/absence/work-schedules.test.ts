import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_WEEK_MINUTES,
  expectedMinutesOn,
  getCompanyWorkSchedule,
  getMemberWorkSchedule,
  setCompanyWorkSchedule,
  setMemberWorkSchedule,
  workScheduleOverviewSchema,
  type WeekMinutes,
} from '@atrium/contract/absence';
import { auditLog, workSchedules } from '../../db/schema/index.ts';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import { errorOf, type TestCompany } from '../../test/tenant-fixtures.ts';
import { seedAbsenceDefaults } from './absence-defaults.ts';

const partTime: WeekMinutes = { ...DEFAULT_WEEK_MINUTES, thursday: 240, friday: 0 };

describe('work schedules', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    for (const { companyId, owner } of [company, other]) {
      await api.database.withTenant({ companyId, userId: owner.userId }, (tx) =>
        seedAbsenceDefaults(tx, companyId, '2026-01-01'),
      );
    }
  });

  const companyOverview = async (as = company.member) => {
    const response = await api.inject(getCompanyWorkSchedule, { as });
    expect(response.statusCode, response.body).toBe(200);
    return workScheduleOverviewSchema.parse(response.json());
  };

  it('a company starts with Monday to Friday, 8 hours, which every member reads', async () => {
    const overview = await companyOverview();
    expect(overview.schedules).toHaveLength(1);
    expect(overview.current).toMatchObject({
      memberId: null,
      effectiveFrom: '2026-01-01',
      minutes: DEFAULT_WEEK_MINUTES,
    });
  });

  it('ADMIN/OWNER set a new default from a day on; the days before keep the old one', async () => {
    const set = await api.inject(setCompanyWorkSchedule, {
      as: company.admin,
      body: { effectiveFrom: '2099-03-02', minutes: partTime },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ memberId: null, effectiveFrom: '2099-03-02', minutes: partTime });

    const { current, schedules } = await companyOverview();
    expect(schedules.map((schedule) => schedule.effectiveFrom)).toEqual(['2026-01-01', '2099-03-02']);
    // A planned change is not in effect yet.
    expect(current?.effectiveFrom).toBe('2026-01-01');
    expect(expectedMinutesOn(schedules, '2099-02-26')).toBe(480); // a Thursday
    expect(expectedMinutesOn(schedules, '2099-03-05')).toBe(240); // a Thursday

    // The same day again replaces that day's schedule instead of adding one.
    const again = await api.inject(setCompanyWorkSchedule, {
      as: company.owner,
      body: { effectiveFrom: '2099-03-02', minutes: DEFAULT_WEEK_MINUTES },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await companyOverview()).schedules).toHaveLength(2);
    const audited = await api.database.owner
      .select()
      .from(auditLog)
      .where(eq(auditLog.companyId, company.companyId));
    expect(audited.filter((entry) => entry.action === 'work_schedule.company_set')).toHaveLength(2);
  });

  it('bad input is refused naming the field, and nothing is written', async () => {
    const refusals: [unknown, string][] = [
      [{ effectiveFrom: '2026-02-30', minutes: partTime }, 'body.effectiveFrom'],
      [{ effectiveFrom: '2026-03-02', minutes: { ...partTime, monday: 1441 } }, 'body.minutes.monday'],
      [{ effectiveFrom: '2026-03-02', minutes: { ...partTime, sunday: -1 } }, 'body.minutes.sunday'],
      [{ effectiveFrom: '2026-03-02', minutes: { ...partTime, friday: 7.5 } }, 'body.minutes.friday'],
      [{ effectiveFrom: '2026-03-02', minutes: { monday: 480 } }, 'body.minutes.tuesday'],
    ];
    for (const [body, field] of refusals) {
      const refused = await api.inject(setCompanyWorkSchedule, { as: company.owner, body: unchecked(body) });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(refused).fields?.map((entry) => entry.path)).toContain(field);
      const member = await api.inject(setMemberWorkSchedule, {
        as: company.owner,
        params: { memberId: company.member.companyMemberId! },
        body: unchecked(body),
      });
      expect(member.statusCode).toBe(400);
    }
    const rows = await api.database.owner
      .select()
      .from(workSchedules)
      .where(eq(workSchedules.companyId, company.companyId));
    expect(rows.map((row) => row.effectiveFrom).sort()).toEqual(['2026-01-01', '2099-03-02']);
  });

  it("a member's own schedule takes over from its first day; the member reads it, not others'", async () => {
    const memberId = company.member.companyMemberId!;
    const set = await api.inject(setMemberWorkSchedule, {
      as: company.owner,
      params: { memberId },
      body: { effectiveFrom: '2026-02-02', minutes: partTime },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ memberId, effectiveFrom: '2026-02-02', minutes: partTime });

    const own = await api.inject(getMemberWorkSchedule, { as: company.member, params: { memberId } });
    expect(own.statusCode, own.body).toBe(200);
    const overview = workScheduleOverviewSchema.parse(own.json());
    expect(overview.current).toMatchObject({ memberId, minutes: partTime });
    expect(overview.schedules.map((schedule) => schedule.memberId ?? 'company')).toEqual([
      'company',
      memberId,
      'company',
    ]);
    expect(expectedMinutesOn(overview.schedules, '2026-01-29')).toBe(480); // Thursday, company's
    expect(expectedMinutesOn(overview.schedules, '2026-02-05')).toBe(240); // Thursday, own

    // The admin's own schedule is still the company's.
    const adminId = company.admin.companyMemberId!;
    const admin = await api.inject(getMemberWorkSchedule, {
      as: company.owner,
      params: { memberId: adminId },
    });
    expect(admin.json().current).toMatchObject({ memberId: null });

    const peeking = await api.inject(getMemberWorkSchedule, {
      as: company.member,
      params: { memberId: adminId },
    });
    expect(peeking.statusCode).toBe(403);
  });

  it('a MEMBER may not set schedules, even their own', async () => {
    const memberId = company.member.companyMemberId!;
    const body = { effectiveFrom: '2026-05-04', minutes: DEFAULT_WEEK_MINUTES };
    expect((await api.inject(setCompanyWorkSchedule, { as: company.member, body })).statusCode).toBe(403);
    expect(
      (await api.inject(setMemberWorkSchedule, { as: company.member, params: { memberId }, body }))
        .statusCode,
    ).toBe(403);
  });

  it("another company's member answers 404 and gets no schedule", async () => {
    const memberId = other.member.companyMemberId!;
    const body = { effectiveFrom: '2026-05-04', minutes: partTime };
    expect(
      (await api.inject(setMemberWorkSchedule, { as: company.owner, params: { memberId }, body })).statusCode,
    ).toBe(404);
    expect(
      (await api.inject(getMemberWorkSchedule, { as: company.owner, params: { memberId } })).statusCode,
    ).toBe(404);
    const theirs = await api.database.owner
      .select()
      .from(workSchedules)
      .where(eq(workSchedules.memberId, memberId));
    expect(theirs).toEqual([]);
    // Their company default did not move either.
    expect((await companyOverview(other.member)).schedules).toHaveLength(1);
  });
});
