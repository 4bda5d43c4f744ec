import { and, asc, eq, sql } from 'drizzle-orm';
import { isAdmin } from '@atrium/contract/access';
import type { Project } from '@atrium/contract/time-tracking';
import type { Transaction } from '../../db/database.ts';
import { clients, projects } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { notFound, validationFailed } from '../../platform/errors/app-error.ts';
import { nameTaken, usedSoArchive } from './catalog-errors.ts';
import { assertMayIncludeArchived } from './clients.ts';
import { isForeignKeyViolation } from './pg-errors.ts';

const NAME_INDEX = 'projects_client_name_key';

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

function selectProjects(tx: Transaction) {
  return tx.select(projectColumns).from(projects).innerJoin(clients, eq(clients.id, projects.clientId));
}

export async function listProjects(
  context: MemberContext,
  query: { includeArchived?: boolean | undefined; clientId?: string | undefined },
): Promise<Project[]> {
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
}

async function findProject(tx: Transaction, context: MemberContext, projectId: string) {
  const [row] = await selectProjects(tx).where(
    and(eq(projects.companyId, context.companyId), eq(projects.id, projectId)),
  );
  return row;
}

export async function getProject(context: MemberContext, projectId: string): Promise<Project> {
  const row = await context.withTenant((tx) => findProject(tx, context, projectId));
  if (!row || (row.archived && !isAdmin(context.roles))) throw notFound('The project');
  return row;
}

interface ProjectInput {
  clientId: string;
  name: string;
  colour: string;
  archived: boolean;
  budgetHours: number | null;
}

async function assertClient(tx: Transaction, context: MemberContext, clientId: string) {
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, context.companyId), eq(clients.id, clientId)));
  if (!client)
    throw validationFailed('The project names no client.', [
      { path: 'body.clientId', message: 'no such client' },
    ]);
}

export async function createProject(context: MemberContext, input: ProjectInput): Promise<Project> {
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
    throw nameTaken(error, NAME_INDEX, 'A project of this client') ?? error;
  }
}

export async function updateProject(
  context: MemberContext,
  projectId: string,
  input: ProjectInput,
): Promise<Project> {
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
    throw nameTaken(error, NAME_INDEX, 'A project of this client') ?? error;
  }
}

/** Deletes a project nobody recorded time against; otherwise 409 suggesting to archive it. */
export async function deleteProject(context: MemberContext, projectId: string): Promise<void> {
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
  } catch (error) {
    if (isForeignKeyViolation(error)) throw usedSoArchive('project');
    throw error;
  }
}
