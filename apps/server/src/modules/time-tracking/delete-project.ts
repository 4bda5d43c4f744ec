import { and, eq, sql } from 'drizzle-orm';
import type { deleteProject } from '@atrium/contract/time-tracking';
import { projects } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { usedSoArchive } from './catalog-errors.ts';
import { isForeignKeyViolation } from './pg-errors.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/** Deletes a project nobody recorded time against; otherwise 409 suggesting to archive it. */
export const deleteProjectHandler: OperationHandler<typeof deleteProject> = async ({
  context,
  params: { projectId },
}) => {
  try {
    await context.withTenant(async (tx) => {
      const [row] = await tx
        .select({
          id: projects.id,
          used: sql<boolean>`exists (select 1 from activities used where used.project_id = "projects"."id")`,
        })
        .from(projects)
        .where(and(eq(projects.companyId, context.companyId), eq(projects.id, projectId)));
      if (!row) throw notFound('The project');
      if (row.used) throw usedSoArchive('project');
      await tx
        .delete(projects)
        .where(and(eq(projects.companyId, context.companyId), eq(projects.id, projectId)));
    });
    return undefined;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw usedSoArchive('project');
    throw error;
  }
};
