import type { resetAccessRules } from '@atrium/contract/human-resources';
import { sectionAccessRules } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { partCondition, partOf } from './access-rules.ts';

/** Drops one part's own rules, so that its defaults apply again. */
export const resetAccessRulesHandler: OperationHandler<typeof resetAccessRules> = async ({
  params,
  context,
  deps,
}) => {
  const reset = await context.withTenant(async (tx) => {
    const part = await partOf(tx, context, params.part);
    await tx.delete(sectionAccessRules).where(partCondition(context.companyId, part));
    return partOf(tx, context, params.part);
  });
  await deps.audit.record(context, { action: 'hr.access_rules_reset', target: params.part });
  return reset;
};
