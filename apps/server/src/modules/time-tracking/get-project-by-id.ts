import { isAdmin } from '@atrium/contract/access';
import type { getProjectById } from '@atrium/contract/time-tracking';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { findProject } from './project-queries.ts';

/** One project; an archived one is not found for anyone below administrator. */
export const getProjectByIdHandler: OperationHandler<typeof getProjectById> = async ({
  context,
  params: { projectId },
}) => {
  const row = await context.withTenant((tx) => findProject(tx, context, projectId));
  if (!row || (row.archived && !isAdmin(context.roles))) throw notFound('The project');
  return row;
};
