import { arrayContains, asc, ilike, or, sql } from 'drizzle-orm';
import type { getTranslators } from '@atrium/contract/account';
import { users } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { likePattern } from '../companies/get-company-members.ts';
import { SEARCH_LIMIT, toTranslator, translatorColumns } from './translator-queries.ts';

/** Without a search the current translators; with one, people to grant the role to. */
export const getTranslatorsHandler: OperationHandler<typeof getTranslators> = async ({ query, context }) => {
  const rows = await context.withTenant((tx) => {
    const base = tx.select(translatorColumns).from(users);
    if (!query.search) {
      return base
        .where(arrayContains(users.globalRoles, ['TRANSLATOR']))
        .orderBy(asc(users.email), asc(users.id));
    }
    const pattern = likePattern(query.search);
    return base
      .where(or(ilike(users.name, pattern), ilike(users.email, pattern)))
      .orderBy(asc(sql`lower(coalesce(${users.email}, ''))`), asc(users.id))
      .limit(SEARCH_LIMIT);
  });
  return rows.map(toTranslator);
};
