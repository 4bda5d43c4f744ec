import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of ids as SQL, `a::uuid, b::uuid, …`, for `in (…)`: each id a parameter of its own, cast
 * so that PostgreSQL compares it with a uuid column. The list must not be empty.
 */
export function uuidList(ids: readonly string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}
