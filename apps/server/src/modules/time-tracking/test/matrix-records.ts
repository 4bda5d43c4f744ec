import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { actionTypes, activities, clients, projects, timelines } from '../../../db/schema/index.ts';
import type { TestPerson } from '../../../test/tenant-fixtures.ts';
import { createCatalog, insertActivity } from './time-tracking-fixtures.ts';

/** Time-tracking records of a company for the authorization matrix to aim at. */
export interface TimeTrackingRecords {
  timelineId: number;
  activityId: number;
  clientId: string;
  projectId: string;
  actionTypeId: string;
}

/** A client, project, action type and one activity (on its timeline) of `member`. */
export async function createTimeTrackingRecords(
  database: Database,
  member: TestPerson,
): Promise<TimeTrackingRecords> {
  const catalog = await createCatalog(database, member.companyId!, 'Matrix');
  const { activityId, timelineId } = await insertActivity(database, member, {
    start: '2026-01-15T09:00:00Z',
    end: '2026-01-15T10:00:00Z',
    projectId: catalog.projectId,
    actionTypeId: catalog.actionTypeId,
  });
  return {
    timelineId,
    activityId,
    clientId: catalog.clientId,
    projectId: catalog.projectId,
    actionTypeId: catalog.actionTypeId,
  };
}

/** Field hints naming those records, plus shapes a generated example cannot guess. */
export function timeTrackingHints(records: TimeTrackingRecords) {
  return { ...records, colour: '#228be6' };
}

/** Every time-tracking row of the company, for the "nothing foreign was written" check. */
export async function timeTrackingSnapshot(database: Database, companyId: string): Promise<unknown[]> {
  return [
    await database.owner
      .select()
      .from(clients)
      .where(eq(clients.companyId, companyId))
      .orderBy(asc(clients.id)),
    await database.owner
      .select()
      .from(projects)
      .where(eq(projects.companyId, companyId))
      .orderBy(asc(projects.id)),
    await database.owner
      .select()
      .from(actionTypes)
      .where(eq(actionTypes.companyId, companyId))
      .orderBy(asc(actionTypes.id)),
    await database.owner
      .select()
      .from(timelines)
      .where(eq(timelines.companyId, companyId))
      .orderBy(asc(timelines.id)),
    await database.owner
      .select()
      .from(activities)
      .where(eq(activities.companyId, companyId))
      .orderBy(asc(activities.id)),
  ];
}
