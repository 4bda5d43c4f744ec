import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activitySchema,
  createActivity,
  deleteActivity,
  getActivityById,
  getAllCurrentUserTimelines,
  getCurrentUserTimelineOnDate,
  getRunningTimer,
  getTimelineById,
  startTimer,
  stopTimer,
  timelineSchema,
  timelineSummarySchema,
  updateActivity,
} from '@atrium/contract/time-tracking';
import { activities, projects, timelines } from '../../db/schema/index.ts';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import {
  createDepartment,
  createMember,
  errorOf,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';
import { createCatalog, insertActivity, type Catalog } from './test/time-tracking-fixtures.ts';

describe('timelines, activities and the timer', () => {
  const api = useApiTest();
  const counting = api.queries;
  let company: TestCompany;
  let catalog: Catalog;
  let other: TestCompany;
  let otherCatalog: Catalog;

  beforeAll(async () => {
    company = await api.company();
    catalog = await createCatalog(api.database, company.companyId);
    other = await api.company({ name: 'Other' });
    otherCatalog = await createCatalog(api.database, other.companyId, 'Other');
  });

  const body = (start: string, end: string, extra: Record<string, unknown> = {}) => ({
    startAt: start,
    endAt: end,
    projectId: catalog.projectId,
    actionTypeId: catalog.actionTypeId,
    description: 'Work',
    ...extra,
  });
  // Some bodies break the contract on purpose (the server's refusal is under test).
  const create = (as: TestPerson, payload: unknown) =>
    api.inject(createActivity, { as, body: unchecked(payload) });

  describe('activities_CreateActivity', () => {
    it('records an activity on a timeline created for its UTC day', async () => {
      const person = await createMember(api.database, company.companyId);
      const response = await create(person, body('2026-03-10T09:00:00Z', '2026-03-10T10:30:00Z'));
      expect(response.statusCode, response.body).toBe(201);
      const activity = activitySchema.parse(response.json());
      expect(activity).toMatchObject({
        companyMemberId: person.companyMemberId,
        date: '2026-03-10',
        startAt: '2026-03-10T09:00:00.000Z',
        endAt: '2026-03-10T10:30:00.000Z',
        durationSeconds: 5400,
        billable: true,
        description: 'Work',
        project: { projectId: catalog.projectId, clientId: catalog.clientId, colour: '#228be6' },
        actionType: { actionTypeId: catalog.actionTypeId },
      });
      const [timeline] = await api.database.owner
        .select()
        .from(timelines)
        .where(eq(timelines.id, activity.timelineId));
      expect(timeline).toMatchObject({ companyMemberId: person.companyMemberId, date: '2026-03-10' });

      // A second activity the same day lands on the same timeline.
      const second = await create(person, body('2026-03-10T11:00:00Z', '2026-03-10T12:00:00Z'));
      expect(second.json().timelineId).toBe(activity.timelineId);
    });

    it('places an activity by the UTC calendar day of its start, whatever offset it was sent with', async () => {
      const person = await createMember(api.database, company.companyId);
      // 00:30 in Skopje (UTC+1) on the 11th is 23:30 UTC on the 10th.
      const late = await create(person, body('2026-03-11T00:30:00+01:00', '2026-03-11T00:59:00+01:00'));
      expect(late.statusCode, late.body).toBe(201);
      expect(late.json()).toMatchObject({ date: '2026-03-10', startAt: '2026-03-10T23:30:00.000Z' });
      const early = await create(person, body('2026-03-11T00:00:00Z', '2026-03-11T00:15:00Z'));
      expect(early.json().date).toBe('2026-03-11');
      // Ending exactly at the next UTC midnight is still the same day.
      const toMidnight = await create(person, body('2026-03-12T23:00:00Z', '2026-03-13T00:00:00Z'));
      expect(toMidnight.statusCode, toMidnight.body).toBe(201);
      expect(toMidnight.json().date).toBe('2026-03-12');
    });

    it.each([
      [
        'end before start',
        () => body('2026-03-10T10:00:00Z', '2026-03-10T09:00:00Z'),
        'body.endAt',
        'after startAt',
      ],
      [
        'end equal to start',
        () => body('2026-03-10T10:00:00Z', '2026-03-10T10:00:00Z'),
        'body.endAt',
        'after startAt',
      ],
      [
        'across midnight (the test company is on UTC)',
        () => body('2026-03-10T23:00:00Z', '2026-03-11T01:00:00Z'),
        'body.endAt',
        'same day as startAt (2026-03-10 in UTC',
      ],
      ['a future day', () => body('2099-01-01T09:00:00Z', '2099-01-01T10:00:00Z'), 'body.startAt', 'future'],
      ['not an instant', () => body('yesterday', '2026-03-10T10:00:00Z'), 'body.startAt', ''],
      [
        'no project',
        () => ({ ...body('2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z'), projectId: undefined }),
        'body.projectId',
        '',
      ],
      [
        'a description too long',
        () => body('2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z', { description: 'x'.repeat(1001) }),
        'body.description',
        '1000',
      ],
    ] as const)('refuses %s with 400 naming the field', async (_name, payload, path, message) => {
      const person = await createMember(api.database, company.companyId);
      const response = await create(person, payload());
      expect(response.statusCode, response.body).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      const field = error.fields?.find((candidate) => candidate.path === path);
      expect(field, JSON.stringify(error.fields)).toBeDefined();
      expect(field!.message).toContain(message);
      expect(
        await api.database.owner
          .select()
          .from(activities)
          .where(eq(activities.companyMemberId, person.companyMemberId!)),
      ).toEqual([]);
    });

    it('refuses a project or action type of another company, and archived ones, naming the field', async () => {
      const person = await createMember(api.database, company.companyId);
      const foreign = await create(
        person,
        body('2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z', {
          projectId: otherCatalog.projectId,
          actionTypeId: otherCatalog.actionTypeId,
        }),
      );
      expect(foreign.statusCode).toBe(400);
      expect(
        errorOf(foreign)
          .fields?.map((field) => field.path)
          .sort(),
      ).toEqual(['body.actionTypeId', 'body.projectId']);

      const archived = await createCatalog(api.database, company.companyId, 'Archived');
      await api.database.owner
        .update(projects)
        .set({ archived: true })
        .where(eq(projects.id, archived.projectId));
      const response = await create(
        person,
        body('2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z', { projectId: archived.projectId }),
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual([
        { path: 'body.projectId', message: 'this project is archived' },
      ]);
    });

    it('refuses an overlap with 409 naming the other activity and its project', async () => {
      const person = await createMember(api.database, company.companyId);
      expect((await create(person, body('2026-03-10T09:00:00Z', '2026-03-10T10:30:00Z'))).statusCode).toBe(
        201,
      );
      for (const [start, end] of [
        ['2026-03-10T10:00:00Z', '2026-03-10T11:00:00Z'],
        ['2026-03-10T08:00:00Z', '2026-03-10T09:01:00Z'],
        ['2026-03-10T09:15:00Z', '2026-03-10T09:45:00Z'],
        ['2026-03-10T08:00:00Z', '2026-03-10T12:00:00Z'],
      ] as const) {
        const response = await create(person, body(start, end));
        expect(response.statusCode, `${start}–${end}`).toBe(409);
        const error = errorOf(response);
        expect(error.code).toBe('CONFLICT');
        expect(error.message).toContain('2026-03-10 from 09:00 to 10:30 (UTC)');
        expect(error.message).toContain('Acme Website');
      }
      // Touching ends are not an overlap; someone else's time never clashes.
      expect((await create(person, body('2026-03-10T10:30:00Z', '2026-03-10T11:00:00Z'))).statusCode).toBe(
        201,
      );
      expect(
        (await create(company.member, body('2026-03-10T09:00:00Z', '2026-03-10T10:30:00Z'))).statusCode,
      ).toBe(201);
    });
  });

  describe('activities_UpdateActivity and activities_DeleteActivity', () => {
    it('changes own activities, moving them to another day when the start moves', async () => {
      const person = await createMember(api.database, company.companyId);
      const created = activitySchema.parse(
        (await create(person, body('2026-04-01T09:00:00Z', '2026-04-01T10:00:00Z'))).json(),
      );
      const response = await api.inject(updateActivity, {
        params: { activityId: created.activityId },
        as: person,
        body: body('2026-04-02T13:00:00Z', '2026-04-02T15:00:00Z', {
          projectId: catalog.otherProjectId,
          billable: false,
          description: 'Moved',
        }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const updated = activitySchema.parse(response.json());
      expect(updated).toMatchObject({
        date: '2026-04-02',
        durationSeconds: 7200,
        billable: false,
        description: 'Moved',
      });
      expect(updated.timelineId).not.toBe(created.timelineId);
      expect(updated.project.projectId).toBe(catalog.otherProjectId);
      const [row] = await api.database.owner
        .select()
        .from(activities)
        .where(eq(activities.id, created.activityId));
      expect(row).toMatchObject({ day: '2026-04-02', timelineId: updated.timelineId });
    });

    it('refuses an update that overlaps another activity, but not the activity itself', async () => {
      const person = await createMember(api.database, company.companyId);
      const first = activitySchema.parse(
        (await create(person, body('2026-04-03T09:00:00Z', '2026-04-03T10:00:00Z'))).json(),
      );
      await create(person, body('2026-04-03T11:00:00Z', '2026-04-03T12:00:00Z'));
      const widen = await api.inject(updateActivity, {
        params: { activityId: first.activityId },
        as: person,
        body: body('2026-04-03T08:30:00Z', '2026-04-03T10:15:00Z'),
      });
      expect(widen.statusCode, widen.body).toBe(200);
      const clash = await api.inject(updateActivity, {
        params: { activityId: first.activityId },
        as: person,
        body: body('2026-04-03T08:30:00Z', '2026-04-03T11:30:00Z'),
      });
      expect(clash.statusCode).toBe(409);
      expect(errorOf(clash).message).toContain('from 11:00 to 12:00 (UTC)');
      const noEnd = await api.inject(updateActivity, {
        params: { activityId: first.activityId },
        as: person,
        body: { ...body('2026-04-03T08:30:00Z', '2026-04-03T10:15:00Z'), endAt: null },
      });
      expect(noEnd.statusCode).toBe(400);
      expect(errorOf(noEnd).fields?.[0]?.path).toBe('body.endAt');
    });

    it("never lets anyone change or delete another member's activity (404), not even an owner", async () => {
      const { activityId } = await insertActivity(api.database, company.member, {
        start: '2026-04-05T09:00:00Z',
        end: '2026-04-05T10:00:00Z',
        projectId: catalog.projectId,
        actionTypeId: catalog.actionTypeId,
      });
      for (const person of [company.admin, company.owner, other.owner]) {
        const update = await api.inject(updateActivity, {
          params: { activityId: activityId },
          as: person,
          body: body('2026-04-05T09:00:00Z', '2026-04-05T11:00:00Z'),
        });
        expect(update.statusCode).toBe(404);
        const removal = await api.inject(deleteActivity, { params: { activityId: activityId }, as: person });
        expect(removal.statusCode).toBe(404);
      }
      const [row] = await api.database.owner.select().from(activities).where(eq(activities.id, activityId));
      expect(row?.endAt?.toISOString()).toBe('2026-04-05T10:00:00.000Z');

      const own = await api.inject(deleteActivity, {
        params: { activityId: activityId },
        as: company.member,
      });
      expect(own.statusCode).toBe(204);
      expect(await api.database.owner.select().from(activities).where(eq(activities.id, activityId))).toEqual(
        [],
      );
    });
  });

  describe('reading timelines', () => {
    it('users_GetCurrentUserTimelineOnDate answers the day with activities and totals, or null', async () => {
      const person = await createMember(api.database, company.companyId);
      await create(person, body('2026-05-04T13:00:00Z', '2026-05-04T14:00:00Z', { billable: false }));
      await create(person, body('2026-05-04T08:00:00Z', '2026-05-04T12:00:00Z'));
      // The next UTC day is another timeline.
      await create(person, body('2026-05-05T00:00:00Z', '2026-05-05T01:00:00Z'));
      counting.reset();
      const response = await api.inject(getCurrentUserTimelineOnDate, {
        as: person,
        query: { date: '2026-05-04' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(counting.count).toBeLessThanOrEqual(3);
      const timeline = timelineSchema.parse(response.json());
      expect(timeline).toMatchObject({
        date: '2026-05-04',
        companyMemberId: person.companyMemberId,
        totalSeconds: 5 * 3600,
        billableSeconds: 4 * 3600,
        activityCount: 2,
      });
      expect(timeline.activities.map((activity) => activity.startAt)).toEqual([
        '2026-05-04T08:00:00.000Z',
        '2026-05-04T13:00:00.000Z',
      ]);

      const empty = await api.inject(getCurrentUserTimelineOnDate, {
        as: person,
        query: { date: '2026-05-03' },
      });
      expect(empty.statusCode).toBe(200);
      expect(empty.body).toBe('null');

      // Someone else's day is not the caller's: nothing.
      const theirs = await api.inject(getCurrentUserTimelineOnDate, {
        as: company.owner,
        query: { date: '2026-05-04' },
      });
      expect(theirs.body).toBe('null');

      for (const date of ['2026-02-30', '04.05.2026', '']) {
        const bad = await api.inject(getCurrentUserTimelineOnDate, { as: person, query: { date } });
        expect(bad.statusCode).toBe(400);
        expect(errorOf(bad).fields?.[0]?.path).toBe('query.date');
      }
    });

    it('users_GetAllCurrentUserTimelines lists own days in a bounded range with totals, in few queries', async () => {
      const person = await createMember(api.database, company.companyId);
      const now = new Date();
      const day = (offset: number) =>
        new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - offset));
      for (const offset of [1, 2, 100]) {
        const start = day(offset);
        start.setUTCHours(9);
        const end = new Date(start.getTime() + 2 * 3600_000);
        await create(person, body(start.toISOString(), end.toISOString()));
      }
      await insertActivity(api.database, company.member, {
        start: day(1).toISOString(),
        end: new Date(day(1).getTime() + 3600_000).toISOString(),
        projectId: catalog.projectId,
        actionTypeId: catalog.actionTypeId,
      });
      counting.reset();
      const response = await api.inject(getAllCurrentUserTimelines, { as: person });
      expect(response.statusCode, response.body).toBe(200);
      // The member's zone (for today) and the list.
      expect(counting.count).toBeLessThanOrEqual(3);
      const list = timelineSummarySchema.array().parse(response.json());
      // Default range: the last 92 days — the day 100 days back is outside.
      expect(list.map((entry) => entry.date)).toEqual(
        [day(1), day(2)].map((date) => date.toISOString().slice(0, 10)),
      );
      expect(list[0]).toMatchObject({ totalSeconds: 7200, activityCount: 1 });

      const ranged = await api.inject(getAllCurrentUserTimelines, {
        as: person,
        query: { from: day(120).toISOString().slice(0, 10), to: day(2).toISOString().slice(0, 10) },
      });
      expect(ranged.json().map((entry: { date: string }) => entry.date)).toEqual(
        [day(2), day(100)].map((date) => date.toISOString().slice(0, 10)),
      );
      const tooLong = await api.inject(getAllCurrentUserTimelines, {
        as: person,
        query: { from: '2024-01-01', to: '2026-01-01' },
      });
      expect(tooLong.statusCode).toBe(400);
      expect(errorOf(tooLong).fields?.[0]?.path).toBe('query.to');
    });

    it('V8.2.2 timelines_GetTimelineById: own, managed members for managers, all for ADMIN/OWNER; else 404', async () => {
      const worker = await createMember(api.database, company.companyId);
      const colleague = await createMember(api.database, company.companyId);
      const manager = await createMember(api.database, company.companyId);
      const outsider = await createMember(api.database, company.companyId);
      await createDepartment(api.database, company.companyId, [worker], manager);
      const divisionManager = await createMember(api.database, company.companyId);
      await createDepartment(api.database, company.companyId, [colleague], divisionManager, 'division');
      const { timelineId, activityId } = await insertActivity(api.database, worker, {
        start: '2026-05-06T09:00:00Z',
        end: '2026-05-06T10:00:00Z',
        projectId: catalog.projectId,
        actionTypeId: catalog.actionTypeId,
      });
      const theirs = await insertActivity(api.database, colleague, {
        start: '2026-05-06T09:00:00Z',
        end: '2026-05-06T10:00:00Z',
        projectId: catalog.projectId,
        actionTypeId: catalog.actionTypeId,
      });

      for (const person of [worker, manager, company.admin, company.owner]) {
        const response = await api.inject(getTimelineById, {
          params: { timelineId: timelineId },
          as: person,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(
          timelineSchema.parse(response.json()).activities.map((activity) => activity.activityId),
        ).toEqual([activityId]);
        const activity = await api.inject(getActivityById, {
          params: { activityId: activityId },
          as: person,
        });
        expect(activity.statusCode).toBe(200);
      }
      for (const person of [outsider, colleague, divisionManager, other.owner]) {
        const response = await api.inject(getTimelineById, {
          params: { timelineId: timelineId },
          as: person,
        });
        expect(response.statusCode, `${response.body}`).toBe(404);
        const activity = await api.inject(getActivityById, {
          params: { activityId: activityId },
          as: person,
        });
        expect(activity.statusCode).toBe(404);
      }
      // A division manager reads the departments of their division, the department manager not.
      expect(
        (
          await api.inject(getTimelineById, {
            params: { timelineId: theirs.timelineId },
            as: divisionManager,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await api.inject(getTimelineById, { params: { timelineId: theirs.timelineId }, as: manager }))
          .statusCode,
      ).toBe(404);
      expect(
        (await api.inject(getTimelineById, { params: { timelineId: 999_999_999 }, as: company.owner }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('the timer', () => {
    it('starts, shows as running, refuses a second start with 409 naming it, and stops', async () => {
      const person = await createMember(api.database, company.companyId);
      const timerBody = {
        projectId: catalog.projectId,
        actionTypeId: catalog.actionTypeId,
        description: 'Focus',
      };
      const none = await api.inject(getRunningTimer, { as: person });
      expect(none.body).toBe('null');

      const [first, second] = await Promise.all([
        api.inject(startTimer, { as: person, body: timerBody }),
        api.inject(startTimer, { as: person, body: timerBody }),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([201, 409]);
      const refused = first.statusCode === 409 ? first : second;
      expect(errorOf(refused).message).toMatch(
        /already running, started on \d{4}-\d{2}-\d{2} at \d{2}:\d{2} \(UTC, Acme Website/,
      );
      const running = await api.database.owner
        .select()
        .from(activities)
        .where(and(eq(activities.companyMemberId, person.companyMemberId!), isNull(activities.endAt)));
      expect(running).toHaveLength(1);

      const shown = activitySchema.parse((await api.inject(getRunningTimer, { as: person })).json());
      expect(shown).toMatchObject({ endAt: null, durationSeconds: null, description: 'Focus' });
      // Another member's timer is theirs alone.
      expect((await api.inject(getRunningTimer, { as: company.member })).body).toBe('null');

      // Recording time that reaches past the timer's start would overlap it.
      const timerStart = Date.parse(shown.startAt);
      const clash = await create(
        person,
        body(new Date(timerStart - 600_000).toISOString(), new Date(timerStart + 2000).toISOString()),
      );
      expect(clash.statusCode, clash.body).toBe(409);
      expect(errorOf(clash).message).toContain('running timer');

      const stopped = await api.inject(stopTimer, { as: person });
      expect(stopped.statusCode, stopped.body).toBe(200);
      const activity = activitySchema.parse(stopped.json());
      expect(activity.activityId).toBe(shown.activityId);
      expect(activity.endAt).not.toBeNull();
      expect(activity.durationSeconds).toBeGreaterThanOrEqual(1);
      const again = await api.inject(stopTimer, { as: person });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe('No timer is running.');
    });

    it('the database holds one running timer per member even if the application did not check', async () => {
      const person = await createMember(api.database, company.companyId);
      await insertActivity(api.database, person, {
        start: '2026-05-07T09:00:00Z',
        end: null,
        projectId: catalog.projectId,
        actionTypeId: catalog.actionTypeId,
      });
      await expect(
        insertActivity(api.database, person, {
          start: '2026-05-07T11:00:00Z',
          end: null,
          projectId: catalog.projectId,
          actionTypeId: catalog.actionTypeId,
        }),
      ).rejects.toThrow();
    });

    it('a timer stopped days later is split at each UTC midnight into one activity per day', async () => {
      const person = await createMember(api.database, company.companyId);
      const now = new Date();
      const start = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 2, 22, 0, 0),
      );
      await insertActivity(api.database, person, {
        start: start.toISOString(),
        end: null,
        projectId: catalog.projectId,
        actionTypeId: catalog.actionTypeId,
        description: 'Forgot it',
      });
      const stopped = await api.inject(stopTimer, { as: person });
      expect(stopped.statusCode, stopped.body).toBe(200);
      const last = activitySchema.parse(stopped.json());
      expect(last.date).toBe(now.toISOString().slice(0, 10));
      const rows = await api.database.owner
        .select()
        .from(activities)
        .where(eq(activities.companyMemberId, person.companyMemberId!))
        .orderBy(activities.startAt);
      expect(rows).toHaveLength(3);
      expect(rows.map((row) => row.durationSeconds).slice(0, 2)).toEqual([7200, 86_400]);
      expect(rows.every((row) => row.description === 'Forgot it' && row.endAt !== null)).toBe(true);
      expect(new Set(rows.map((row) => row.timelineId)).size).toBe(3);
    });
  });
});
