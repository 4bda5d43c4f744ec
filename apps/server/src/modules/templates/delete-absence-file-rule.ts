import { and, eq } from 'drizzle-orm';
import type { deleteAbsenceFileRule } from '@atrium/contract/member-documents';
import { absenceFileRules } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/** Removes a rule; the documents it filed stay with the members. */
export const deleteAbsenceFileRuleHandler: OperationHandler<typeof deleteAbsenceFileRule> = async ({
  context,
  params,
  deps,
}) => {
  const removed = await context.withTenant((tx) =>
    tx
      .delete(absenceFileRules)
      .where(
        and(
          eq(absenceFileRules.companyId, context.companyId),
          eq(absenceFileRules.id, params.absenceFileRuleId),
        ),
      )
      .returning({ id: absenceFileRules.id }),
  );
  if (removed.length === 0) throw notFound('The rule');
  await deps.audit.record(context, {
    action: 'templates.absence_file_rule_deleted',
    target: params.absenceFileRuleId,
  });
  return undefined;
};
