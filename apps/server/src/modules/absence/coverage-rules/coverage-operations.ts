import {
  deleteCoverageRule,
  getCoverageRules,
  getDepartmentCoverage,
  setCoverageRule,
} from '@atrium/contract/absence';
import { defineModuleOperations } from '../../../platform/operations/module-operations.ts';
import { deleteCoverageRuleHandler } from './delete-coverage-rule.ts';
import { getCoverageRulesHandler } from './get-coverage-rules.ts';
import { getDepartmentCoverageHandler } from './get-department-coverage.ts';
import { setCoverageRuleHandler } from './set-coverage-rule.ts';

/** Coverage rules and per-day coverage (docs/product/absence.md#coverage-rules). */
export const coverageOperations = defineModuleOperations({
  [getCoverageRules.operationId]: { operation: getCoverageRules, handler: getCoverageRulesHandler },
  [setCoverageRule.operationId]: { operation: setCoverageRule, handler: setCoverageRuleHandler },
  [deleteCoverageRule.operationId]: { operation: deleteCoverageRule, handler: deleteCoverageRuleHandler },
  [getDepartmentCoverage.operationId]: {
    operation: getDepartmentCoverage,
    handler: getDepartmentCoverageHandler,
  },
});
