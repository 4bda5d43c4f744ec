import type { createProject } from '@atrium/contract/time-tracking';
import { projects } from '../../db/schema/index.ts';
import { nameTaken } from './catalog-errors.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { PROJECT_NAME_INDEX, assertClient, findProject } from './project-queries.ts';

export const createProjectHandler: OperationHandler<typeof createProject> = async ({
  context,
  body: input,
}) => {
  try {
    return await context.withTenant(async (tx) => {
      await assertClient(tx, context, input.clientId);
      const [row] = await tx
        .insert(projects)
        .values({ companyId: context.companyId, ...input })
        .returning({ id: projects.id });
      return (await findProject(tx, context, row!.id))!;
    });
  } catch (error) {
    throw nameTaken(error, PROJECT_NAME_INDEX, 'A project of this client') ?? error;
  }
};
