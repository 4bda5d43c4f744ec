import { and, asc, eq, sql } from 'drizzle-orm';
import { isAdmin } from '@atrium/contract/access';
import type { Client } from '@atrium/contract/time-tracking';
import type { Transaction } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import { nameTaken, usedSoArchive } from './catalog-errors.ts';
import { isForeignKeyViolation } from './pg-errors.ts';

const NAME_INDEX = 'clients_company_name_key';

const clientColumns = {
  clientId: clients.id,
  name: clients.name,
  description: clients.description,
  archived: clients.archived,
  // Written out: Drizzle drops table names from a one-table select, and these are correlated.
  projectCount: sql<number>`(select count(*)::int from projects counted
    where counted.client_id = "clients"."id" and not counted.archived)`,
};

/** Only ADMIN/OWNER see archived entries; anyone else asking for them is refused. */
export function assertMayIncludeArchived(context: MemberContext, includeArchived: boolean | undefined) {
  if (includeArchived && !isAdmin(context.roles)) {
    throw forbidden('Only an owner or an administrator sees archived entries.');
  }
}

export async function listClients(context: MemberContext, includeArchived = false): Promise<Client[]> {
  assertMayIncludeArchived(context, includeArchived);
  return context.withTenant((tx) =>
    tx
      .select(clientColumns)
      .from(clients)
      .where(
        and(
          eq(clients.companyId, context.companyId),
          includeArchived ? undefined : eq(clients.archived, false),
        ),
      )
      .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id)),
  );
}

async function findClient(tx: Transaction, context: MemberContext, clientId: string) {
  const [row] = await tx
    .select(clientColumns)
    .from(clients)
    .where(and(eq(clients.companyId, context.companyId), eq(clients.id, clientId)));
  return row;
}

export async function getClient(context: MemberContext, clientId: string): Promise<Client> {
  const row = await context.withTenant((tx) => findClient(tx, context, clientId));
  if (!row || (row.archived && !isAdmin(context.roles))) throw notFound('The client');
  return row;
}

interface ClientInput {
  name: string;
  description: string;
  archived: boolean;
}

export async function createClient(context: MemberContext, input: ClientInput): Promise<Client> {
  try {
    return await context.withTenant(async (tx) => {
      const [row] = await tx
        .insert(clients)
        .values({ companyId: context.companyId, ...input })
        .returning({ id: clients.id });
      return (await findClient(tx, context, row!.id))!;
    });
  } catch (error) {
    throw nameTaken(error, NAME_INDEX, 'A client') ?? error;
  }
}

export async function updateClient(
  context: MemberContext,
  clientId: string,
  input: ClientInput,
): Promise<Client> {
  try {
    return await context.withTenant(async (tx) => {
      const updated = await tx
        .update(clients)
        .set(input)
        .where(and(eq(clients.companyId, context.companyId), eq(clients.id, clientId)))
        .returning({ id: clients.id });
      if (updated.length === 0) throw notFound('The client');
      return (await findClient(tx, context, clientId))!;
    });
  } catch (error) {
    throw nameTaken(error, NAME_INDEX, 'A client') ?? error;
  }
}

/** Deletes a client and its projects, unless time is recorded against any of them. */
export async function deleteClient(context: MemberContext, clientId: string): Promise<void> {
  try {
    await context.withTenant(async (tx) => {
      const [row] = await tx
        .select({
          id: clients.id,
          used: sql<boolean>`exists (select 1 from activities used join projects up on up.id = used.project_id
            where up.client_id = "clients"."id")`,
        })
        .from(clients)
        .where(and(eq(clients.companyId, context.companyId), eq(clients.id, clientId)));
      if (!row) throw notFound('The client');
      if (row.used) throw usedSoArchive('client');
      await tx.delete(clients).where(and(eq(clients.companyId, context.companyId), eq(clients.id, clientId)));
    });
  } catch (error) {
    // Time recorded between the check and the delete: the restrict key still says no.
    if (isForeignKeyViolation(error)) throw usedSoArchive('client');
    throw error;
  }
}
