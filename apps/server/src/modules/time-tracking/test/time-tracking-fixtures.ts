import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { actionTypes, activities, clients, projects, timelines } from '../../../db/schema/index.ts';
import type { TestPerson } from '../../../test/tenant-fixtures.ts';

export interface Catalog {
  clientId: string;
  projectId: string;
  otherProjectId: string;
  actionTypeId: string;
  otherActionTypeId: string;
}

let counter = 0;

/** A client with two projects and two action types, on the owner connection. */
export async function createCatalog(
  database: Database,
  companyId: string,
  prefix = 'Acme',
): Promise<Catalog> {
  const n = counter++;
  const [client] = await database.owner
    .insert(clients)
    .values({ companyId, name: `${prefix} ${n}` })
    .returning();
  const [project, otherProject] = await database.owner
    .insert(projects)
    .values([
      { companyId, clientId: client!.id, name: `${prefix} Website ${n}`, colour: '#228be6' },
      { companyId, clientId: client!.id, name: `${prefix} App ${n}`, colour: '#40c057', budgetHours: 120 },
    ])
    .returning();
  const [actionType, otherActionType] = await database.owner
    .insert(actionTypes)
    .values([
      { companyId, name: `Development ${prefix} ${n}` },
      { companyId, name: `Meeting ${prefix} ${n}` },
    ])
    .returning();
  return {
    clientId: client!.id,
    projectId: project!.id,
    otherProjectId: otherProject!.id,
    actionTypeId: actionType!.id,
    otherActionTypeId: otherActionType!.id,
  };
}

/** Inserts a finished (or, with end null, running) activity directly, timeline included. */
export async function insertActivity(
  database: Database,
  person: TestPerson,
  values: {
    start: string;
    end: string | null;
    projectId: string;
    actionTypeId: string;
    billable?: boolean;
    description?: string;
  },
): Promise<{ activityId: number; timelineId: number }> {
  const startAt = new Date(values.start);
  const day = startAt.toISOString().slice(0, 10);
  const [timeline] = await database.owner
    .insert(timelines)
    .values({ companyId: person.companyId!, companyMemberId: person.companyMemberId!, date: day })
    .onConflictDoUpdate({
      target: [timelines.companyMemberId, timelines.date],
      set: { companyId: sql`${timelines.companyId}` },
    })
    .returning();
  const [activity] = await database.owner
    .insert(activities)
    .values({
      companyId: person.companyId!,
      companyMemberId: person.companyMemberId!,
      timelineId: timeline!.id,
      day,
      projectId: values.projectId,
      actionTypeId: values.actionTypeId,
      startAt,
      endAt: values.end === null ? null : new Date(values.end),
      billable: values.billable ?? true,
      description: values.description ?? '',
    })
    .returning();
  return { activityId: activity!.id, timelineId: timeline!.id };
}
