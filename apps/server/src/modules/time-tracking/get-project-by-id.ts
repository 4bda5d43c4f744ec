import { isAdmin } from '@atrium/contract/access';
import type { Project, getProjectById } from '@atrium/contract/time-tracking';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationInput } from '../../platform/operations/module-operations.ts';
import { findProject } from './project-queries.ts';

/** One project; an archived one is not found for anyone below administrator. */
export async function getProjectByIdHandler({
  context,
  params: { projectId },
}: OperationInput<typeof getProjectById>): Promise<Project> {
  const row = await context.withTenant((tx) => findProject(tx, context, projectId));
  if (!row || (row.archived && !isAdmin(context.roles))) throw notFound('The project');
  return row;
}
