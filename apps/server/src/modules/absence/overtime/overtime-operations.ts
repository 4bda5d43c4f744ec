import {
  approveOvertime,
  getMemberOvertime,
  getOvertimeRules,
  getTeamOvertime,
  setOvertimeRules,
} from '@atrium/contract/absence';
import { defineModuleOperations } from '../../../platform/operations/module-operations.ts';
import { approveOvertimeHandler } from './approve-overtime.ts';
import { getMemberOvertimeHandler } from './get-member-overtime.ts';
import { getOvertimeRulesHandler } from './get-overtime-rules.ts';
import { getTeamOvertimeHandler } from './get-team-overtime.ts';
import { setOvertimeRulesHandler } from './set-overtime-rules.ts';

/** Overtime and time off in lieu (docs/product/overtime.md). */
export const overtimeOperations = defineModuleOperations({
  [getOvertimeRules.operationId]: { operation: getOvertimeRules, handler: getOvertimeRulesHandler },
  [setOvertimeRules.operationId]: { operation: setOvertimeRules, handler: setOvertimeRulesHandler },
  [getMemberOvertime.operationId]: { operation: getMemberOvertime, handler: getMemberOvertimeHandler },
  [getTeamOvertime.operationId]: { operation: getTeamOvertime, handler: getTeamOvertimeHandler },
  [approveOvertime.operationId]: { operation: approveOvertime, handler: approveOvertimeHandler },
});
