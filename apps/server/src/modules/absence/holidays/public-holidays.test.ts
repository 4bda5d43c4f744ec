import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chooseOptionalHoliday,
  createPublicHoliday,
  deletePublicHoliday,
  generatePublicHolidays,
  generatedHolidaysSchema,
  getPublicHolidays,
  publicHolidaySchema,
  publishPublicHolidays,
  unchooseOptionalHoliday,
  updatePublicHoliday,
  type PublicHoliday,
} from '@atrium/contract/absence';
import {
  auditLog,
  companyProfiles,
  memberOptionalHolidays,
  publicHolidays,
} from '../../../db/schema/index.ts';
import { useApiTest } from '../../../test/api-test.ts';
import { errorOf, type TestCompany, type TestPerson } from '../../../test/tenant-fixtures.ts';
import { holidaysOf } from './holidays-of.ts';

const YEAR = 2026;
const holidayList = (response: { json(): unknown }) => publicHolidaySchema.array().parse(response.json());
const dayOn = (days: PublicHoliday[], date: string, kind: PublicHoliday['kind'] = 'public') =>
  days.find((day) => day.date === date && day.kind === kind);

describe('public holidays', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;

  const generate = (as: TestPerson, body: { year: number; country?: string } = { year: YEAR }) =>
    api.inject(generatePublicHolidays, { as, body });
  const list = async (as: TestPerson, query: { year: string; country?: string } = { year: String(YEAR) }) => {
    const response = await api.inject(getPublicHolidays, { as, query });
    expect(response.statusCode, response.body).toBe(200);
    return holidayList(response);
  };
  const rowCount = async (companyId: string) =>
    (await api.database.owner.select().from(publicHolidays).where(eq(publicHolidays.companyId, companyId)))
      .length;

  beforeAll(async () => {
    company = await api.company({ name: 'Demo Company' });
    other = await api.company({ name: 'Other' });
    await api.database.owner.insert(companyProfiles).values([
      { companyId: company.companyId, countryCode: 'MK' },
      { companyId: other.companyId, countryCode: 'AL' },
    ]);
  });

  it("generates North Macedonia's year from the company profile's country, as drafts members do not see", async () => {
    const response = await generate(company.admin);
    expect(response.statusCode, response.body).toBe(200);
    const generated = generatedHolidaysSchema.parse(response.json());
    const expected = await holidaysOf('MK', YEAR);
    expect(generated).toMatchObject({ added: expected.length, refreshed: 0, kept: 0, removed: 0 });
    expect(generated.holidays.map((day) => `${day.date} ${day.kind}`)).toEqual(
      expected.map((day) => `${day.date} ${day.kind}`),
    );
    expect(
      generated.holidays.every((day) => day.country === 'MK' && day.source === 'library' && !day.published),
    ).toBe(true);
    expect(dayOn(generated.holidays, '2026-04-13')?.names).toMatchObject({ en: 'Orthodox Easter Monday' });
    expect(dayOn(generated.holidays, '2026-03-20')).toMatchObject({
      estimated: true,
      names: { mk: 'Рамазан Бајрам' },
    });
    expect(dayOn(generated.holidays, '2026-05-27', 'optional')).toMatchObject({ estimated: true });
    expect(dayOn(generated.holidays, '2026-05-25')).toMatchObject({ substituteFor: '2026-05-24' });

    expect(await list(company.member)).toEqual([]);
    expect(await list(company.owner)).toHaveLength(expected.length);
    const audit = await api.database.owner
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.companyId, company.companyId), eq(auditLog.action, 'public_holidays.generated')),
      );
    expect(audit).toMatchObject([{ target: 'MK 2026', details: { added: expected.length } }]);
  });

  it('generating again changes nothing and adds nothing twice', async () => {
    const before = await rowCount(company.companyId);
    const again = generatedHolidaysSchema.parse((await generate(company.owner)).json());
    expect(again).toMatchObject({ added: 0, refreshed: 0, kept: 0, removed: 0 });
    expect(await rowCount(company.companyId)).toBe(before);
  });

  it("keeps the admin's changes and own days when the year is generated again", async () => {
    const days = await list(company.admin);
    const bayram = dayOn(days, '2026-03-20')!;
    const confirmed = await api.inject(updatePublicHoliday, {
      as: company.admin,
      params: { holidayId: bayram.holidayId },
      body: { date: '2026-03-21', names: { en: 'Ramazan Bajram', mk: 'Рамазан Бајрам' }, kind: 'public' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(publicHolidaySchema.parse(confirmed.json())).toMatchObject({
      date: '2026-03-21',
      source: 'manual',
      estimated: false,
      published: false,
    });
    const own = await api.inject(createPublicHoliday, {
      as: company.owner,
      body: { date: '2026-06-15', names: { en: 'Founders’ Day' }, kind: 'public' },
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(publicHolidaySchema.parse(own.json())).toMatchObject({
      country: 'MK',
      source: 'manual',
      published: false,
    });
    const before = await rowCount(company.companyId);

    const again = generatedHolidaysSchema.parse((await generate(company.admin)).json());
    expect(again).toMatchObject({ added: 0, refreshed: 0, kept: 2, removed: 0 });
    expect(await rowCount(company.companyId)).toBe(before);
    expect(dayOn(again.holidays, '2026-03-20')).toBeUndefined();
    expect(dayOn(again.holidays, '2026-03-21')).toMatchObject({
      names: { en: 'Ramazan Bajram' },
      source: 'manual',
    });
    expect(dayOn(again.holidays, '2026-06-15')).toMatchObject({ names: { en: 'Founders’ Day' } });

    // A library day deleted by hand comes back (docs/product/absence-holidays.md#generating-a-year).
    const stSava = dayOn(again.holidays, '2026-01-27', 'optional')!;
    expect(
      (await api.inject(deletePublicHoliday, { as: company.admin, params: { holidayId: stSava.holidayId } }))
        .statusCode,
    ).toBe(204);
    expect(generatedHolidaysSchema.parse((await generate(company.admin)).json())).toMatchObject({
      added: 1,
      kept: 2,
    });
  });

  it('publishing shows the year to members; a day added afterwards stays a draft until the next publish', async () => {
    const published = await api.inject(publishPublicHolidays, { as: company.owner, body: { year: YEAR } });
    expect(published.statusCode, published.body).toBe(200);
    const days = holidayList(published);
    expect(days.every((day) => day.published)).toBe(true);
    expect(await list(company.member)).toEqual(days);

    const draft = await api.inject(createPublicHoliday, {
      as: company.admin,
      body: { country: 'MK', date: '2026-07-01', names: { en: 'Company picnic' }, kind: 'optional' },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(dayOn(await list(company.member), '2026-07-01', 'optional')).toBeUndefined();
    expect(dayOn(await list(company.admin), '2026-07-01', 'optional')).toMatchObject({ published: false });

    // A correction to a published day reaches members at once.
    const labourDay = dayOn(days, '2026-05-01')!;
    const renamed = await api.inject(updatePublicHoliday, {
      as: company.admin,
      params: { holidayId: labourDay.holidayId },
      body: { date: '2026-05-01', names: { en: 'Labour Day', sq: 'Dita e Punëtorëve' }, kind: 'public' },
    });
    expect(publicHolidaySchema.parse(renamed.json())).toMatchObject({ published: true, source: 'manual' });
    expect(dayOn(await list(company.member), '2026-05-01')?.names.sq).toBe('Dita e Punëtorëve');
  });

  it('each member chooses optional holidays for themselves only', async () => {
    const kurbanBajram = dayOn(await list(company.member), '2026-05-27', 'optional')!;
    const params = { holidayId: kurbanBajram.holidayId };
    const chosen = await api.inject(chooseOptionalHoliday, { as: company.member, params });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(publicHolidaySchema.parse(chosen.json())).toMatchObject({ chosen: true });
    expect((await api.inject(chooseOptionalHoliday, { as: company.member, params })).statusCode).toBe(200);

    expect(dayOn(await list(company.member), '2026-05-27', 'optional')?.chosen).toBe(true);
    expect(dayOn(await list(company.admin), '2026-05-27', 'optional')?.chosen).toBe(false);
    const choices = await api.database.owner
      .select()
      .from(memberOptionalHolidays)
      .where(eq(memberOptionalHolidays.holidayId, kurbanBajram.holidayId));
    expect(choices.map((choice) => choice.memberId)).toEqual([company.member.companyMemberId]);

    const orthodoxEaster = dayOn(await list(company.member), '2026-04-12')!;
    const publicDay = await api.inject(chooseOptionalHoliday, {
      as: company.member,
      params: { holidayId: orthodoxEaster.holidayId },
    });
    expect(publicDay.statusCode).toBe(409);
    const draft = dayOn(await list(company.admin), '2026-07-01', 'optional')!;
    expect(
      (
        await api.inject(chooseOptionalHoliday, {
          as: company.member,
          params: { holidayId: draft.holidayId },
        })
      ).statusCode,
    ).toBe(404);

    const unchosen = await api.inject(unchooseOptionalHoliday, { as: company.member, params });
    expect(unchosen.statusCode, unchosen.body).toBe(200);
    expect(publicHolidaySchema.parse(unchosen.json())).toMatchObject({ chosen: false });
    expect(dayOn(await list(company.member), '2026-05-27', 'optional')?.chosen).toBe(false);

    // An optional day made public is everyone's: the choices of it go.
    expect((await api.inject(chooseOptionalHoliday, { as: company.member, params })).statusCode).toBe(200);
    const madePublic = await api.inject(updatePublicHoliday, {
      as: company.admin,
      params,
      body: { date: '2026-05-27', names: kurbanBajram.names, kind: 'public', estimated: true },
    });
    expect(madePublic.statusCode, madePublic.body).toBe(200);
    const left = await api.database.owner
      .select()
      .from(memberOptionalHolidays)
      .where(eq(memberOptionalHolidays.holidayId, kurbanBajram.holidayId));
    expect(left).toEqual([]);
  });

  it('a MEMBER cannot generate, publish, add, change or delete days (403), and nothing changes', async () => {
    const before = await list(company.admin);
    const [day] = before;
    const params = { holidayId: day!.holidayId };
    const changes = { date: '2026-01-02', names: { en: 'Mine' }, kind: 'public' as const };
    for (const response of [
      await generate(company.member),
      await api.inject(publishPublicHolidays, { as: company.member, body: { year: YEAR } }),
      await api.inject(createPublicHoliday, { as: company.member, body: changes }),
      await api.inject(updatePublicHoliday, { as: company.member, params, body: changes }),
      await api.inject(deletePublicHoliday, { as: company.member, params }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    expect(await list(company.admin)).toEqual(before);
  });

  it("another company's days answer 404 and stay as they are", async () => {
    const ours = await list(company.admin);
    const optional = ours.find((day) => day.kind === 'optional' && day.published)!;
    const params = { holidayId: optional.holidayId };
    const changes = { date: '2026-01-02', names: { en: 'Taken over' }, kind: 'optional' as const };
    for (const response of [
      await api.inject(updatePublicHoliday, { as: other.owner, params, body: changes }),
      await api.inject(deletePublicHoliday, { as: other.owner, params }),
      await api.inject(chooseOptionalHoliday, { as: other.member, params }),
      await api.inject(unchooseOptionalHoliday, { as: other.member, params }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await list(other.owner, { year: String(YEAR), country: 'MK' })).toEqual([]);
    expect(await list(company.admin)).toEqual(ours);

    // The other company's own calendar is Albania's, from its profile.
    const albania = generatedHolidaysSchema.parse((await generate(other.admin)).json());
    expect(albania.holidays.every((day) => day.country === 'AL')).toBe(true);
    expect(dayOn(albania.holidays, '2026-12-01')).toMatchObject({ substituteFor: '2026-11-29' });
    expect(await list(company.admin)).toEqual(ours);
  });

  it('bad input answers 400 naming the field, and writes nothing', async () => {
    const before = await rowCount(company.companyId);
    const fieldOf = async (response: Promise<{ statusCode: number; json(): unknown; body: string }>) => {
      const answered = await response;
      expect(answered.statusCode, answered.body).toBe(400);
      return errorOf(answered).fields?.map((field) => field.path);
    };
    expect(await fieldOf(generate(company.admin, { year: 1999 }))).toEqual(['body.year']);
    expect(await fieldOf(generate(company.admin, { year: YEAR, country: 'XX' }))).toEqual(['body.country']);
    // A real country the library has no calendar for.
    expect(await fieldOf(generate(company.admin, { year: YEAR, country: 'AQ' }))).toEqual(['body.country']);
    expect(
      await fieldOf(api.inject(getPublicHolidays, { as: company.member, query: { year: 'next' } })),
    ).toEqual(['query.year']);
    const day = { date: '2026-08-20', names: { en: 'Extra day' }, kind: 'public' as const };
    expect(
      await fieldOf(
        api.inject(createPublicHoliday, { as: company.admin, body: { ...day, date: '2026-02-30' } }),
      ),
    ).toEqual(['body.date']);
    expect(
      await fieldOf(
        api.inject(createPublicHoliday, { as: company.admin, body: { ...day, names: { en: '  ' } } }),
      ),
    ).toEqual(['body.names.en']);
    expect(
      await fieldOf(
        api.inject(createPublicHoliday, { as: company.admin, body: { ...day, substituteFor: '2026-08-21' } }),
      ),
    ).toEqual(['body.substituteFor']);
    expect(
      await fieldOf(
        api.inject(createPublicHoliday, { as: company.admin, body: { ...day, kind: 'bank' as never } }),
      ),
    ).toEqual(['body.kind']);

    const taken = await api.inject(createPublicHoliday, {
      as: company.admin,
      body: { ...day, date: '2026-01-07' },
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(errorOf(taken).fields).toEqual([
      { path: 'body.date', message: 'already has a holiday of this kind' },
    ]);
    expect(await rowCount(company.companyId)).toBe(before);

    // Without a country in the request or the profile, the request names the missing field.
    const noProfile = await api.company({ name: 'No profile' });
    expect(await fieldOf(generate(noProfile.admin))).toEqual(['body.country']);
    expect(await rowCount(noProfile.companyId)).toBe(0);
  });

  it('needs the ABSENCE module', async () => {
    const withoutAbsence = await api.company({ name: 'Time only', modules: ['TIME_TRACKING'] });
    const response = await api.inject(getPublicHolidays, {
      as: withoutAbsence.member,
      query: { year: String(YEAR) },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('MODULE_NOT_SUBSCRIBED');
  });
});
