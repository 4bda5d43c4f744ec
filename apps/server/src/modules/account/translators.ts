import { arrayContains, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { getTranslators, setTranslator, Translator } from '@atrium/contract/account';
import { users, type GlobalRole } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import { likePattern } from '../companies/get-company-members.ts';

const SEARCH_LIMIT = 50;

const columns = {
  userId: users.id,
  email: users.email,
  name: users.name,
  globalRoles: users.globalRoles,
};

function toTranslator(row: {
  userId: string;
  email: string | null;
  name: string | null;
  globalRoles: GlobalRole[];
}): Translator {
  return {
    userId: row.userId,
    email: row.email,
    name: row.name,
    isTranslator: row.globalRoles.includes('TRANSLATOR'),
  };
}

/** Without a search the current translators; with one, people to grant the role to. */
export const handleGetTranslators: OperationHandler<typeof getTranslators> = async ({ query, context }) => {
  const rows = await context.withTenant((tx) => {
    const base = tx.select(columns).from(users);
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

export function handleSetTranslator({ database }: Platform): OperationHandler<typeof setTranslator> {
  return async ({ body, context }) => {
    const result = await context.withTenant(async (tx) => {
      const [person] = await tx.select(columns).from(users).where(eq(users.id, body.userId)).for('update');
      if (!person) throw notFound('The person');
      const had = person.globalRoles.includes('TRANSLATOR');
      if (had === body.isTranslator) return { row: person, changed: false };
      const globalRoles: GlobalRole[] = body.isTranslator
        ? [...person.globalRoles, 'TRANSLATOR']
        : person.globalRoles.filter((role) => role !== 'TRANSLATOR');
      await tx.update(users).set({ globalRoles }).where(eq(users.id, body.userId));
      return { row: { ...person, globalRoles }, changed: true };
    });
    if (result.changed) {
      await recordAudit(database, {
        companyId: null,
        actorUserId: context.userId,
        action: body.isTranslator ? 'user.translator_granted' : 'user.translator_removed',
        target: body.userId,
        requestId: context.requestId,
      });
    }
    return toTranslator(result.row);
  };
}
