import { and, eq, sql } from 'drizzle-orm';
import type { FieldError } from '@atrium/contract/errors';
import type { Transaction } from '../../db/database.ts';
import { actionTypes, clients, projects } from '../../db/schema/index.ts';
import { validationFailed } from '../../platform/errors/app-error.ts';

export interface ActivityReferences {
  projectId: string;
  projectName: string;
  colour: string;
  clientId: string;
  clientName: string;
  actionTypeId: string;
  actionTypeName: string;
}

/**
 * The project (with its client) and action type an activity names, in one query. Unknown ids
 * and archived ones are refused (400 naming the field), except the ones the activity already
 * had (`keep`): an old entry stays editable after its project was archived.
 */
export async function loadActivityReferences(
  tx: Transaction,
  companyId: string,
  wanted: { projectId: string; actionTypeId: string },
  keep: { projectId?: string; actionTypeId?: string } = {},
): Promise<ActivityReferences> {
  const [row] = await tx
    .select({
      projectId: projects.id,
      projectName: projects.name,
      colour: projects.colour,
      projectArchived: sql<boolean>`${projects.archived} or ${clients.archived}`,
      clientId: clients.id,
      clientName: clients.name,
      actionTypeId: actionTypes.id,
      actionTypeName: actionTypes.name,
      actionTypeArchived: actionTypes.archived,
    })
    // A one-row anchor so that either side may be missing and the other still reads.
    .from(sql`(select 1) as anchor`)
    .leftJoin(projects, and(eq(projects.companyId, companyId), eq(projects.id, wanted.projectId)))
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(
      actionTypes,
      and(eq(actionTypes.companyId, companyId), eq(actionTypes.id, wanted.actionTypeId)),
    );
  const errors: FieldError[] = [];
  if (!row?.projectId || !row.clientId) {
    errors.push({ path: 'body.projectId', message: 'no such project' });
  } else if (row.projectArchived && keep.projectId !== wanted.projectId) {
    errors.push({ path: 'body.projectId', message: 'this project is archived' });
  }
  if (!row?.actionTypeId) {
    errors.push({ path: 'body.actionTypeId', message: 'no such action type' });
  } else if (row.actionTypeArchived && keep.actionTypeId !== wanted.actionTypeId) {
    errors.push({ path: 'body.actionTypeId', message: 'this action type is archived' });
  }
  if (errors.length > 0 || !row)
    throw validationFailed('The activity names a project or action type it cannot use.', errors);
  return {
    projectId: row.projectId!,
    projectName: row.projectName!,
    colour: row.colour!,
    clientId: row.clientId!,
    clientName: row.clientName!,
    actionTypeId: row.actionTypeId!,
    actionTypeName: row.actionTypeName!,
  };
}
