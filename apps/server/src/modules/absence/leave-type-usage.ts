import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';

/**
 * Whether anything uses the leave type, which fixes its unit (decision 057): a row of any table
 * that references leave_types by foreign key (requests, ledger entries, allowances as the absence
 * slices add them). The tables are read from the catalogue, so a slice extends this check by
 * declaring its foreign key, and none can be forgotten. Row-level security keeps the look inside
 * the caller's company.
 */
export async function isLeaveTypeInUse(tx: Transaction, leaveTypeId: string): Promise<boolean> {
  const references = await tx.execute<{ schema: string; table: string; column: string }>(sql`
    select n.nspname as "schema", t.relname as "table", a.attname as "column"
    from pg_constraint c
    cross join lateral unnest(c.conkey, c.confkey) as k(referencing, referenced)
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.referencing
    join pg_attribute r on r.attrelid = c.confrelid and r.attnum = k.referenced
    where c.contype = 'f' and c.confrelid = 'public.leave_types'::regclass and r.attname = 'id'`);
  const { rows } = references;
  if (rows.length === 0) return false;
  const uses = rows.map(
    ({ schema, table, column }) =>
      sql`exists (select 1 from ${sql.identifier(schema)}.${sql.identifier(table)} where ${sql.identifier(column)} = ${leaveTypeId}::uuid)`,
  );
  const answer = await tx.execute<{ used: boolean }>(sql`select ${sql.join(uses, sql` or `)} as "used"`);
  const [first] = answer.rows;
  return first?.used === true;
}
