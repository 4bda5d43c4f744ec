import type { createAllowancePolicy } from '@atrium/contract/absence';
import { allowancePolicies } from '../../../db/schema/index.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { findLeaveType } from '../leave-type-queries.ts';
import { endBefore, withPresetDay } from './allowance-policy-versions.ts';
import { policyColumns } from './allowances.ts';

export const createAllowancePolicyHandler: OperationHandler<typeof createAllowancePolicy> = async ({
  context,
  body,
  deps,
}) => {
  const { replacesAllowancePolicyId, ...fields } = body;
  const policy = await context.withTenant(async (tx) => {
    if (fields.leaveTypeId) await findLeaveType(tx, context.companyId, fields.leaveTypeId);
    if (replacesAllowancePolicyId) await endBefore(tx, context.companyId, replacesAllowancePolicyId, fields);
    const [row] = await tx
      .insert(allowancePolicies)
      .values({ companyId: context.companyId, ...withPresetDay(fields) })
      .returning(policyColumns);
    return row!;
  });
  await deps.audit.record(context, {
    action: 'allowance_policy.created',
    target: policy.allowancePolicyId,
    details: {
      yearlyDays: policy.yearlyDays,
      preset: policy.preset,
      effectiveFrom: policy.effectiveFrom,
      replaces: replacesAllowancePolicyId,
    },
  });
  return policy;
};
