import { and, eq, inArray } from 'drizzle-orm';
import type { setOvertimeRules } from '@atrium/contract/absence';
import { actionTypes, overtimeRules } from '../../../db/schema/index.ts';
import { validationFailed } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { overtimeRulesOf } from './overtime-rules-queries.ts';

/** Owners and admins set how overtime counts (docs/product/overtime.md#rules). */
export const setOvertimeRulesHandler: OperationHandler<typeof setOvertimeRules> = async ({
  context,
  body,
  deps,
}) => {
  const rules = await context.withTenant(async (tx) => {
    const chosen = [...new Set(body.actionTypeIds ?? [])];
    if (chosen.length > 0) {
      const found = await tx
        .select({ id: actionTypes.id })
        .from(actionTypes)
        .where(and(eq(actionTypes.companyId, context.companyId), inArray(actionTypes.id, chosen)));
      if (found.length !== chosen.length) {
        throw validationFailed('An action type of the rules is not one of the company.', [
          { path: 'body.actionTypeIds', message: 'names an action type the company does not have' },
        ]);
      }
    }
    const values = { ...body, actionTypeIds: body.actionTypeIds === null ? null : chosen };
    await tx
      .insert(overtimeRules)
      .values({ companyId: context.companyId, ...values })
      .onConflictDoUpdate({ target: overtimeRules.companyId, set: values });
    return overtimeRulesOf(tx, context.companyId);
  });
  await deps.audit.record(context, {
    action: 'overtime_rules.changed',
    target: context.companyId,
    details: { ...rules, actionTypeIds: rules.actionTypeIds?.length ?? null },
  });
  return rules;
};
