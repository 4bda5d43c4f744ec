import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';

/**
 * The name a person is shown under: the full name, else given and family name, else the e-mail
 * address. Written once so the directory and the organisation agree.
 */
export const displayNameSql: SQL<string> = sql<string>`coalesce(
  nullif(trim(${users.name}), ''),
  nullif(trim(concat_ws(' ', ${users.givenName}, ${users.familyName})), ''),
  ${users.email},
  ''
)`;

/**
 * The directory's sort key. It must stay exactly the expression of the index
 * `users_sort_name_idx` (db/schema/users.ts), so that PostgreSQL can walk the index in name
 * order and stop after one page instead of sorting the whole company.
 */
export const sortNameSql: SQL<string> = sql<string>`lower(coalesce(${users.name}, ${users.email}, ''))`;

/** `%`, `_` and `\` in a search are meant literally; the pattern matches what starts with it. */
export function prefixPattern(search: string): string {
  return `${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
