import { sql } from 'drizzle-orm';
import { DEFAULT_ACTION_TYPES } from '@atrium/contract/time-tracking';
import type { Transaction } from '../../db/database.ts';
import { actionTypes } from '../../db/schema/index.ts';

/** The unique index on a company's action type names. */
export const ACTION_TYPE_NAME_INDEX = 'action_types_company_name_key';

export const actionTypeColumns = {
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
