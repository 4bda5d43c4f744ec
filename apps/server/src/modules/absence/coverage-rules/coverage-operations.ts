import {
  deleteCoverageRule,
  getCoverageRules,
  getDepartmentCoverage,
  setCoverageRule,
} from '@atrium/contract/absence';
import { asc, eq } from 'drizzle-orm';
import { absenceCoverageRules } from '../../../db/schema/index.ts';
import { defineModuleOperations } from '../../../platform/operations/module-operations.ts';
import { ruleColumns } from './coverage-queries.ts';
import { deleteCoverageRuleHandler } from './delete-coverage-rule.ts';
import { getDepartmentCoverageHandler } from './get-department-coverage.ts';
import { setCoverageRuleHandler } from './set-coverage-rule.ts';

/** Coverage rules and per-day coverage (docs/product/absence.md#coverage-rules). */
export const coverageOperations = defineModuleOperations({
  [getCoverageRules.operationId]: {
    operation: getCoverageRules,
    handler: ({ context }) =>
      context.withTenant((tx) =>
        tx
          .select(ruleColumns)
          .from(absenceCoverageRules)
          .where(eq(absenceCoverageRules.companyId, context.companyId))
          .orderBy(asc(absenceCoverageRules.createdAt)),
      ),
  },
  [setCoverageRule.operationId]: { operation: setCoverageRule, handler: setCoverageRuleHandler },
  [deleteCoverageRule.operationId]: { operation: deleteCoverageRule, handler: deleteCoverageRuleHandler },
  [getDepartmentCoverage.operationId]: {
    operation: getDepartmentCoverage,
    handler: getDepartmentCoverageHandler,
  },
});
