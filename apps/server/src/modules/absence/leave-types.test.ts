import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  archiveLeaveType,
  createLeaveType,
  getLeaveTypes,
  leaveTypeSchema,
  restoreLeaveType,
  updateLeaveType,
  type LeaveType,
} from '@atrium/contract/absence';
import { createCompany } from '@atrium/contract/companies';
import { Modules } from '@atrium/contract/access';
import { auditLog } from '../../db/schema/index.ts';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import { createPerson, errorOf, type TestCompany } from '../../test/tenant-fixtures.ts';
import { seedAbsenceDefaults } from './absence-defaults.ts';

const wellness = {
  names: { en: 'Wellness day', mk: 'Ден за здравје' },
  colour: '#40C057',
  category: 'other' as const,
};

describe('leave types', () => {
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

  const list = async (as = company.member): Promise<LeaveType[]> => {
    const response = await api.inject(getLeaveTypes, { as });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('a company starts with the default leave types, translated, in their order', async () => {
    const types = await list();
    expect(types.map((type) => type.names)).toEqual([
      { en: 'Annual leave', mk: 'Годишен одмор', sq: 'Pushim vjetor' },
      { en: 'Sick leave', mk: 'Боледување', sq: 'Pushim mjekësor' },
      { en: 'Special leave', mk: 'Посебно отсуство', sq: 'Leje e veçantë' },
      { en: 'Unpaid leave', mk: 'Неплатено отсуство', sq: 'Leje pa pagesë' },
      { en: 'Remote work', mk: 'Работа од далечина', sq: 'Punë në distancë' },
    ]);
    expect(types.filter((type) => type.countsAgainstAllowance).map((type) => type.category)).toEqual([
      'vacation',
    ]);
    expect(types[1]).toMatchObject({
      category: 'sick',
      visibility: 'private',
      certificateRequiredFromDay: 3,
    });
  });

  it('a company created through the API gets the defaults in the same transaction', async () => {
    const founder = await createPerson(api.database);
    const created = await api.inject(createCompany, { as: founder, body: { name: 'Fresh Co' } });
    expect(created.statusCode, created.body).toBe(201);
    const { companyId } = created.json() as { companyId: string };
    const count = await api.database.owner.execute<{ types: number; schedules: number }>(sql`
      select (select count(*)::int from leave_types where company_id = ${companyId}) as "types",
             (select count(*)::int from work_schedules where company_id = ${companyId} and member_id is null) as "schedules"`);
    expect(count.rows[0]).toEqual({ types: 5, schedules: 1 });
  });

  it('ADMIN/OWNER create a leave type; bad input is refused naming the field', async () => {
    const created = await api.inject(createLeaveType, { as: company.admin, body: wellness });
    expect(created.statusCode, created.body).toBe(201);
    expect(leaveTypeSchema.parse(created.json())).toMatchObject({
      names: wellness.names,
      colour: '#40c057',
      unit: 'day',
      countsAgainstAllowance: false,
      certificateRequiredFromDay: null,
      visibility: 'public',
      archived: false,
    });

    const taken = await api.inject(createLeaveType, {
      as: company.owner,
      body: { ...wellness, names: { en: 'WELLNESS DAY' } },
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields).toEqual([{ path: 'body.names.en', message: 'is already taken' }]);
    // Another company may use the same name.
    expect((await api.inject(createLeaveType, { as: other.owner, body: wellness })).statusCode).toBe(201);

    const refusals: [unknown, string][] = [
      [{ ...wellness, names: { mk: 'Само македонски' } }, 'body.names.en'],
      [{ ...wellness, names: { en: 'x', de: 'Deutsch' } }, 'body.names'],
      [{ ...wellness, colour: 'green' }, 'body.colour'],
      [{ ...wellness, unit: 'week' }, 'body.unit'],
      [{ ...wellness, category: 'holiday' }, 'body.category'],
      [{ ...wellness, certificateRequiredFromDay: 0 }, 'body.certificateRequiredFromDay'],
      [{ ...wellness, minimumNoticeDays: -1 }, 'body.minimumNoticeDays'],
      [{ ...wellness, maximumConsecutiveDays: 1.5 }, 'body.maximumConsecutiveDays'],
      [{ ...wellness, allowedNegativeHours: -8 }, 'body.allowedNegativeHours'],
      [{ ...wellness, visibility: 'secret' }, 'body.visibility'],
    ];
    for (const [body, field] of refusals) {
      const refused = await api.inject(createLeaveType, { as: company.owner, body: unchecked(body) });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(refused).fields?.map((entry) => entry.path)).toContain(field);
    }
    expect((await list(company.owner)).filter((type) => type.names.en === 'Wellness day')).toHaveLength(1);
  });

  it('a MEMBER may read but not write; a company without ABSENCE may do neither', async () => {
    const [annual] = await list();
    const params = { leaveTypeId: annual!.leaveTypeId };
    expect((await api.inject(createLeaveType, { as: company.member, body: wellness })).statusCode).toBe(403);
    const body = { ...annual!, autoApprove: true };
    expect((await api.inject(updateLeaveType, { as: company.member, params, body })).statusCode).toBe(403);
    expect((await api.inject(archiveLeaveType, { as: company.member, params })).statusCode).toBe(403);
    expect((await api.inject(restoreLeaveType, { as: company.member, params })).statusCode).toBe(403);

    const withoutAbsence = await api.company({ modules: [Modules.TIME_TRACKING] });
    const gated = await api.inject(getLeaveTypes, { as: withoutAbsence.owner });
    expect(gated.statusCode).toBe(403);
    expect(errorOf(gated).code).toBe('MODULE_NOT_SUBSCRIBED');
  });

  it("another company's leave type answers 404 and stays as it was", async () => {
    const [theirs] = await list(other.owner);
    const params = { leaveTypeId: theirs!.leaveTypeId };
    const body = { ...theirs!, names: { en: 'Taken over' } };
    expect((await api.inject(updateLeaveType, { as: company.owner, params, body })).statusCode).toBe(404);
    expect((await api.inject(archiveLeaveType, { as: company.owner, params })).statusCode).toBe(404);
    expect((await api.inject(restoreLeaveType, { as: company.admin, params })).statusCode).toBe(404);
    expect((await list(other.owner))[0]).toEqual(theirs);
  });

  it('ADMIN/OWNER change a leave type, and an audit entry records it', async () => {
    const special = (await list()).find((type) => type.category === 'special')!;
    const { leaveTypeId, archived: _archived, ...body } = special;
    const changed = await api.inject(updateLeaveType, {
      as: company.admin,
      params: { leaveTypeId },
      body: { ...body, unit: 'hour', minimumNoticeDays: 2, maximumConsecutiveDays: 5, autoApprove: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ unit: 'hour', minimumNoticeDays: 2, maximumConsecutiveDays: 5 });
    const audited = await api.database.owner.select().from(auditLog);
    expect(
      audited.some((entry) => entry.action === 'leave_type.updated' && entry.target === leaveTypeId),
    ).toBe(true);
  });

  it('members no longer see an archived leave type; ADMIN/OWNER see it and restore it', async () => {
    const unpaid = (await list()).find((type) => type.category === 'unpaid')!;
    const params = { leaveTypeId: unpaid.leaveTypeId };
    const archived = await api.inject(archiveLeaveType, { as: company.owner, params });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ archived: true });
    expect((await list()).map((type) => type.leaveTypeId)).not.toContain(unpaid.leaveTypeId);
    const forAdmin = (await list(company.admin)).find((type) => type.leaveTypeId === unpaid.leaveTypeId);
    expect(forAdmin).toMatchObject({ archived: true });

    expect((await api.inject(restoreLeaveType, { as: company.admin, params })).json()).toMatchObject({
      archived: false,
    });
    expect((await list()).map((type) => type.leaveTypeId)).toContain(unpaid.leaveTypeId);
  });

  it('the unit is fixed once the leave type is used; other changes still go through', async () => {
    const annual = (await list()).find((type) => type.category === 'vacation')!;
    const { leaveTypeId, archived: _archived, ...body } = annual;
    // A table of a later slice that refers to leave types, with one row using this one.
    await api.database.owner.execute(sql`create table leave_type_uses_in_test (
      company_id uuid not null, leave_type_id uuid not null,
      foreign key (company_id, leave_type_id) references leave_types (company_id, id))`);
    await api.database.owner.execute(sql`grant select on leave_type_uses_in_test to atrium_app`);
    await api.database.owner.execute(
      sql`insert into leave_type_uses_in_test values (${company.companyId}, ${leaveTypeId})`,
    );

    const locked = await api.inject(updateLeaveType, {
      as: company.owner,
      params: { leaveTypeId },
      body: { ...body, unit: 'hour', colour: '#000000' },
    });
    expect(locked.statusCode).toBe(409);
    expect(errorOf(locked).fields).toEqual([
      { path: 'body.unit', message: 'is fixed once the leave type is used' },
    ]);
    // Nothing half-written: the colour of the refused change did not stick.
    expect((await list()).find((type) => type.leaveTypeId === leaveTypeId)).toEqual(annual);

    const recoloured = await api.inject(updateLeaveType, {
      as: company.owner,
      params: { leaveTypeId },
      body: { ...body, colour: '#000000' },
    });
    expect(recoloured.statusCode, recoloured.body).toBe(200);
    // An unused type of the same company may still change its unit.
    const sick = (await list()).find((type) => type.category === 'sick')!;
    const { leaveTypeId: sickId, archived: _sickArchived, ...sickBody } = sick;
    const changed = await api.inject(updateLeaveType, {
      as: company.owner,
      params: { leaveTypeId: sickId },
      body: { ...sickBody, unit: 'half_day' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
