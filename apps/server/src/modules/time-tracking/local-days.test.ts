import { beforeAll, describe, expect, it } from 'vitest';
import { updateCurrentUserTimeZone } from '@atrium/contract/account';
import { updateCompanyTimeZone } from '@atrium/contract/companies';
import {
  activitySchema,
  createActivity,
  exportStatistics,
  getCurrentUserTimelineOnDate,
  getHoursStatistics,
  hoursStatisticsSchema,
  timelineSchema,
  updateActivity,
} from '@atrium/contract/time-tracking';
import { useApiTest } from '../../test/api-test.ts';
import { createMember, errorOf, type TestCompany, type TestPerson } from '../../test/tenant-fixtures.ts';
import { createCatalog, type Catalog } from './test/time-tracking-fixtures.ts';

// docs/product/time-tracking.md#days-and-timelines, docs/decisions/055-local-days.md
describe("local days: a member's day is a calendar day in their zone", () => {
  const api = useApiTest();
  let company: TestCompany;
  let catalog: Catalog;
  let other: TestCompany;
  let otherCatalog: Catalog;

  beforeAll(async () => {
    company = await api.company({ name: 'Skopje' });
    catalog = await createCatalog(api.database, company.companyId);
    other = await api.company({ name: 'Elsewhere' });
    otherCatalog = await createCatalog(api.database, other.companyId, 'Other');
    const set = await api.inject(updateCompanyTimeZone, {
      as: company.admin,
      body: { timeZone: 'Europe/Skopje' },
    });
    expect(set.statusCode, set.body).toBe(200);
  });

  const record = (as: TestPerson, startAt: string, endAt: string, ids: Catalog = catalog) =>
    api.inject(createActivity, {
      as,
      body: {
        startAt,
        endAt,
        projectId: ids.projectId,
        actionTypeId: ids.actionTypeId,
        description: 'Late work',
        billable: true,
      },
    });
  const dayOf = async (as: TestPerson, date: string) => {
    const response = await api.inject(getCurrentUserTimelineOnDate, { as, query: { date } });
    expect(response.statusCode, response.body).toBe(200);
    return timelineSchema.nullable().parse(response.json());
  };

  it('puts work at 00:30 in Skopje on that local day, not the previous UTC day', async () => {
    const person = await createMember(api.database, company.companyId);
    // 00:30–02:00 on 10 March in Skopje (UTC+1) is 23:30–01:00 UTC across the UTC midnight.
    const response = await record(person, '2026-03-09T23:30:00Z', '2026-03-10T01:00:00Z');
    expect(response.statusCode, response.body).toBe(201);
    const activity = activitySchema.parse(response.json());
    expect(activity).toMatchObject({ date: '2026-03-10', startAt: '2026-03-09T23:30:00.000Z' });
    expect(await dayOf(person, '2026-03-09')).toBeNull();
    expect(await dayOf(person, '2026-03-10')).toMatchObject({ date: '2026-03-10', totalSeconds: 5400 });

    // Another company on UTC keeps UTC days: the same instants cross its midnight.
    const elsewhere = await createMember(api.database, other.companyId);
    const refused = await record(elsewhere, '2026-03-09T23:30:00Z', '2026-03-10T01:00:00Z', otherCatalog);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields?.[0]).toMatchObject({ path: 'body.endAt' });
    expect(
      (await record(elsewhere, '2026-03-09T23:30:00Z', '2026-03-10T00:00:00Z', otherCatalog)).statusCode,
    ).toBe(201);
    expect(await dayOf(elsewhere, '2026-03-09')).toMatchObject({ totalSeconds: 1800 });
  });

  it('quotes local times in the overlap refusal and refuses crossing the local midnight', async () => {
    const person = await createMember(api.database, company.companyId);
    expect((await record(person, '2026-03-09T23:30:00Z', '2026-03-10T01:00:00Z')).statusCode).toBe(201);
    const clash = await record(person, '2026-03-10T00:00:00Z', '2026-03-10T02:00:00Z');
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toContain('on 2026-03-10 from 00:30 to 02:00 (Europe/Skopje)');

    // 23:30–00:30 Skopje time is one UTC day but two local ones.
    const across = await record(person, '2026-03-10T22:30:00Z', '2026-03-10T23:30:00Z');
    expect(across.statusCode).toBe(400);
    expect(errorOf(across).fields).toEqual([
      expect.objectContaining({
        path: 'body.endAt',
        message: expect.stringContaining('same day as startAt (2026-03-10 in Europe/Skopje'),
      }),
    ]);
  });

  it('has a 23-hour day on the last Sunday of March and a 25-hour one on the last Sunday of October', async () => {
    const person = await createMember(api.database, company.companyId);
    // Local midnight to local midnight: 29 March 00:00 (UTC+1) to 30 March 00:00 (UTC+2).
    const spring = await record(person, '2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z');
    expect(spring.statusCode, spring.body).toBe(201);
    expect(activitySchema.parse(spring.json())).toMatchObject({
      date: '2026-03-29',
      durationSeconds: 23 * 3600,
    });
    // 25 October 00:00 (UTC+2) to 26 October 00:00 (UTC+1).
    const autumn = await record(person, '2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z');
    expect(autumn.statusCode, autumn.body).toBe(201);
    expect(activitySchema.parse(autumn.json())).toMatchObject({
      date: '2026-10-25',
      durationSeconds: 25 * 3600,
    });
    // One second past that local midnight is the next day.
    const past = await record(person, '2026-10-25T22:00:00Z', '2026-10-25T23:00:01Z');
    expect(past.statusCode).toBe(400);

    const hours = await api.inject(getHoursStatistics, {
      as: person,
      query: { from: '2026-10-25', to: '2026-10-26', companyMemberId: person.companyMemberId! },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    expect(hoursStatisticsSchema.parse(hours.json()).rows).toEqual([
      expect.objectContaining({ date: '2026-10-25', totalSeconds: 25 * 3600 }),
    ]);
  });

  it('groups statistics and exports by local day', async () => {
    const person = await createMember(api.database, company.companyId);
    // 00:30–01:30 on 12 March in Skopje and 23:00–23:30 on 11 March in Skopje.
    expect((await record(person, '2026-03-11T23:30:00Z', '2026-03-12T00:30:00Z')).statusCode).toBe(201);
    expect((await record(person, '2026-03-11T22:00:00Z', '2026-03-11T22:30:00Z')).statusCode).toBe(201);
    const query = { from: '2026-03-11', to: '2026-03-12', companyMemberId: person.companyMemberId! };
    const hours = hoursStatisticsSchema.parse(
      (await api.inject(getHoursStatistics, { as: person, query })).json(),
    );
    expect(hours.rows.map((row) => [row.date, row.totalSeconds])).toEqual([
      ['2026-03-11', 1800],
      ['2026-03-12', 3600],
    ]);
    const csv = await api.inject(exportStatistics, {
      as: person,
      query: { ...query, report: 'hours', format: 'csv' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['"2026-03-11"', '"2026-03-12"']);
  });

  it("follows the member's own zone over the company's, from their next write", async () => {
    const person = await createMember(api.database, company.companyId);
    const own = await api.inject(updateCurrentUserTimeZone, { as: person, body: { timeZone: 'UTC' } });
    expect(own.statusCode, own.body).toBe(200);
    const response = await record(person, '2026-03-09T23:30:00Z', '2026-03-10T00:00:00Z');
    expect(response.statusCode, response.body).toBe(201);
    const activity = activitySchema.parse(response.json());
    expect(activity.date).toBe('2026-03-09');

    // Moving it by an edit re-reads the zone: back on the company's, 00:30 Skopje is 10 March.
    await api.inject(updateCurrentUserTimeZone, { as: person, body: { timeZone: null } });
    const moved = await api.inject(updateActivity, {
      as: person,
      params: { activityId: activity.activityId },
      body: {
        startAt: '2026-03-09T23:30:00Z',
        endAt: '2026-03-10T00:15:00Z',
        projectId: catalog.projectId,
        actionTypeId: catalog.actionTypeId,
        description: 'Late work',
        billable: true,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(activitySchema.parse(moved.json()).date).toBe('2026-03-10');
  });
});
