import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_ACTION_TYPES, type ActionType } from '@atrium/contract/time-tracking';
import type { Transaction } from '../../db/database.ts';
import { actionTypes } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { nameTaken, usedSoArchive } from './catalog-errors.ts';
import { assertMayIncludeArchived } from './clients.ts';
import { isForeignKeyViolation } from './pg-errors.ts';

const NAME_INDEX = 'action_types_company_name_key';

const actionTypeColumns = {
  actionTypeId: actionTypes.id,
  name: actionTypes.name,
  archived: actionTypes.archived,
};

/**
 * Gives a company that has never had an action type the default list (decision 012): every
 * company, however it was created, starts with them the first time anyone looks. One statement;
 * a concurrent first look inserts nothing twice (the name index and DO NOTHING).
 */
export async function ensureDefaultActionTypes(tx: Transaction, companyId: string): Promise<void> {
  await tx.execute(sql`insert into ${actionTypes} (company_id, name)
    select ${companyId}::uuid, name from unnest(array[${sql.join(
      DEFAULT_ACTION_TYPES.map((name) => sql`${name}`),
      sql`, `,
    )}]::text[]) as name
    where not exists (select 1 from ${actionTypes} where company_id = ${companyId}::uuid)
    on conflict do nothing`);
}

export async function listActionTypes(
  context: MemberContext,
  includeArchived = false,
): Promise<ActionType[]> {
  assertMayIncludeArchived(context, includeArchived);
  return context.withTenant(async (tx) => {
    await ensureDefaultActionTypes(tx, context.companyId);
    return tx
      .select(actionTypeColumns)
      .from(actionTypes)
      .where(
        and(
          eq(actionTypes.companyId, context.companyId),
          includeArchived ? undefined : eq(actionTypes.archived, false),
        ),
      )
      .orderBy(asc(sql`lower(${actionTypes.name})`), asc(actionTypes.id));
  });
}

interface ActionTypeInput {
  name: string;
  archived: boolean;
}

export async function createActionType(context: MemberContext, input: ActionTypeInput): Promise<ActionType> {
  try {
    return await context.withTenant(async (tx) => {
      const [row] = await tx
        .insert(actionTypes)
        .values({ companyId: context.companyId, ...input })
        .returning(actionTypeColumns);
      return row!;
    });
  } catch (error) {
    throw nameTaken(error, NAME_INDEX, 'An action type') ?? error;
  }
}

export async function updateActionType(
  context: MemberContext,
  actionTypeId: string,
  input: ActionTypeInput,
): Promise<ActionType> {
  try {
    const [row] = await context.withTenant((tx) =>
      tx
        .update(actionTypes)
        .set(input)
        .where(and(eq(actionTypes.companyId, context.companyId), eq(actionTypes.id, actionTypeId)))
        .returning(actionTypeColumns),
    );
    if (!row) throw notFound('The action type');
    return row;
  } catch (error) {
    throw nameTaken(error, NAME_INDEX, 'An action type') ?? error;
  }
}

export async function deleteActionType(context: MemberContext, actionTypeId: string): Promise<void> {
  try {
    await context.withTenant(async (tx) => {
      const [row] = await tx
        .select({
          id: actionTypes.id,
          used: sql<boolean>`exists (select 1 from activities used where used.action_type_id = "action_types"."id")`,
        })
        .from(actionTypes)
        .where(and(eq(actionTypes.companyId, context.companyId), eq(actionTypes.id, actionTypeId)));
      if (!row) throw notFound('The action type');
      if (row.used) throw usedSoArchive('action type');
      await tx
        .delete(actionTypes)
        .where(and(eq(actionTypes.companyId, context.companyId), eq(actionTypes.id, actionTypeId)));
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw usedSoArchive('action type');
    throw error;
  }
}
