import type { getDepartmentCoverage } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { departmentDays, ruleOf } from './coverage-queries.ts';
import { readableDepartment } from './department-access.ts';

/** A department's people present and away per day, for its members, its managers and ADMIN/OWNER. */
export const getDepartmentCoverageHandler: OperationHandler<typeof getDepartmentCoverage> = async ({
  context,
  params: { departmentId },
  query: { from, to },
}) => {
  return context.withTenant(async (tx) => {
    await readableDepartment(tx, context, departmentId);
    return {
      departmentId,
      rule: await ruleOf(tx, context.companyId, departmentId),
      days: await departmentDays(tx, context.companyId, departmentId, from, to),
    };
  });
};
