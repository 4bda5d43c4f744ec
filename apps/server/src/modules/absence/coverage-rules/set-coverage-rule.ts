import type { setCoverageRule } from '@atrium/contract/absence';
import { absenceCoverageRules } from '../../../db/schema/index.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { ruleColumns } from './coverage-queries.ts';
import { departmentStanding } from './department-access.ts';

/** Sets a department's rule, replacing the one it has (docs/product/absence.md#coverage-rules). */
export const setCoverageRuleHandler: OperationHandler<typeof setCoverageRule> = async ({
  context,
  params: { departmentId },
  body,
  deps,
}) => {
  const rule = await context.withTenant(async (tx) => {
    await departmentStanding(tx, context, departmentId);
    const [row] = await tx
      .insert(absenceCoverageRules)
      .values({ companyId: context.companyId, departmentId, kind: body.kind, minimum: body.minimum })
      .onConflictDoUpdate({
        target: [absenceCoverageRules.companyId, absenceCoverageRules.departmentId],
        set: { kind: body.kind, minimum: body.minimum, updatedAt: new Date() },
      })
      .returning(ruleColumns);
    return row!;
  });
  await deps.audit.record(context, {
    action: 'coverage_rule.set',
    target: departmentId,
    details: { kind: rule.kind, minimum: rule.minimum },
  });
  return rule;
};
