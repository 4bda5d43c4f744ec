import type { getOvertimeRules } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { overtimeRulesOf } from './overtime-rules-queries.ts';

export const getOvertimeRulesHandler: OperationHandler<typeof getOvertimeRules> = ({ context }) =>
  context.withTenant((tx) => overtimeRulesOf(tx, context.companyId));
