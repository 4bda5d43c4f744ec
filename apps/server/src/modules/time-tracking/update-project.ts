import { and, eq } from 'drizzle-orm';
import type { updateProject } from '@atrium/contract/time-tracking';
import { projects } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { nameTaken } from './catalog-errors.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { PROJECT_NAME_INDEX, assertClient, findProject } from './project-queries.ts';

export const updateProjectHandler: OperationHandler<typeof updateProject> = async ({
  context,
  params: { projectId },
  body: input,
}) => {
  try {
    return await context.withTenant(async (tx) => {
      // Not found before any verdict on the input.
      if (!(await findProject(tx, context, projectId))) throw notFound('The project');
      await assertClient(tx, context, input.clientId);
      const updated = await tx
        .update(projects)
        .set(input)
        .where(and(eq(projects.companyId, context.companyId), eq(projects.id, projectId)))
        .returning({ id: projects.id });
      if (updated.length === 0) throw notFound('The project');
      return (await findProject(tx, context, projectId))!;
    });
  } catch (error) {
    throw nameTaken(error, PROJECT_NAME_INDEX, 'A project of this client') ?? error;
  }
};
