import { and, asc, eq, sql } from 'drizzle-orm';
import type { getProjects } from '@atrium/contract/time-tracking';
import { clients, projects } from '../../db/schema/index.ts';
import { assertMayIncludeArchived } from './catalog-access.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { selectProjects } from './project-queries.ts';

/** The company's projects (of one client if asked), archived ones only for administrators. */
export const getProjectsHandler: OperationHandler<typeof getProjects> = async ({ context, query }) => {
  assertMayIncludeArchived(context, query.includeArchived);
  return context.withTenant((tx) =>
    selectProjects(tx)
      .where(
        and(
          eq(projects.companyId, context.companyId),
          query.clientId ? eq(projects.clientId, query.clientId) : undefined,
          query.includeArchived ? undefined : and(eq(projects.archived, false), eq(clients.archived, false)),
        ),
      )
      .orderBy(asc(sql`lower(${clients.name})`), asc(sql`lower(${projects.name})`), asc(projects.id)),
  );
};
