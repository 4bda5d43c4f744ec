import { eq } from 'drizzle-orm';
import type { setTranslator } from '@atrium/contract/account';
import { users, type GlobalRole } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { toTranslator, translatorColumns } from './translator-queries.ts';

export const setTranslatorHandler: OperationHandler<typeof setTranslator> = async ({
  body,
  context,
  deps,
}) => {
  const result = await context.withTenant(async (tx) => {
    const [person] = await tx
      .select(translatorColumns)
      .from(users)
      .where(eq(users.id, body.userId))
      .for('update');
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
    await deps.audit.record(context, {
      companyId: null,
      action: body.isTranslator ? 'user.translator_granted' : 'user.translator_removed',
      target: body.userId,
    });
  }
  return toTranslator(result.row);
};
