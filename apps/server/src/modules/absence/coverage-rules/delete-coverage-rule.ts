import { and, eq } from 'drizzle-orm';
import type { deleteCoverageRule } from '@atrium/contract/absence';
import { absenceCoverageRules } from '../../../db/schema/index.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { departmentStanding } from './department-access.ts';

/** Removes a department's rule; a department without one answers 204 as well. */
export const deleteCoverageRuleHandler: OperationHandler<typeof deleteCoverageRule> = async ({
  context,
  params: { departmentId },
  deps,
}) => {
  await context.withTenant(async (tx) => {
    await departmentStanding(tx, context, departmentId);
    await tx
      .delete(absenceCoverageRules)
      .where(
        and(
          eq(absenceCoverageRules.companyId, context.companyId),
          eq(absenceCoverageRules.departmentId, departmentId),
        ),
      );
  });
  await deps.audit.record(context, { action: 'coverage_rule.deleted', target: departmentId });
  return undefined;
};
