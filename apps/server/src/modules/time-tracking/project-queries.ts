import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { clients, projects } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { validationFailed } from '../../platform/errors/app-error.ts';

/** The unique index on a client's project names. */
export const PROJECT_NAME_INDEX = 'projects_client_name_key';

const projectColumns = {
  projectId: projects.id,
  clientId: projects.clientId,
  clientName: clients.name,
  name: projects.name,
  colour: projects.colour,
  // Archived through its client counts: such a project takes no new time either.
  archived: sql<boolean>`(${projects.archived} or ${clients.archived})`,
  budgetHours: projects.budgetHours,
};

export function selectProjects(tx: Transaction) {
  return tx.select(projectColumns).from(projects).innerJoin(clients, eq(clients.id, projects.clientId));
}

export async function findProject(tx: Transaction, context: MemberContext, projectId: string) {
  const [row] = await selectProjects(tx).where(
    and(eq(projects.companyId, context.companyId), eq(projects.id, projectId)),
  );
  return row;
}

/** The client a project names must be the company's; otherwise the field is refused. */
export async function assertClient(tx: Transaction, context: MemberContext, clientId: string) {
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, context.companyId), eq(clients.id, clientId)));
  if (!client)
    throw validationFailed('The project names no client.', [
      { path: 'body.clientId', message: 'no such client' },
    ]);
}
